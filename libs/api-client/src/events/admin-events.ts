import {
  DEFAULT_EVENT_CATEGORY,
  DEFAULT_EVENT_LINK_URL,
  ERRORS,
  EVENTS_TOTAL_COUNT_HEADER,
  eventChangesSchema,
  occurrenceChangeSchema,
  type EventClearableField,
  type EventRecurrence,
  type MuseumEvent,
  type Payload,
} from '@furnace/contracts';
import { authorized, authorizedJson } from '../shared/authorized';
import { jsonOr, okOr } from '../shared/http';
import { requireAccessToken } from '../shared/session';
import { multipartForm, sendMultipart, type UploadProgress } from '../shared/upload';

/** GET /events/{id}/stored: one event as stored, drafts too (the form reloads it after a 412). */
export const fetchStoredEvent = (id: number, signal?: AbortSignal) =>
  authorizedJson<MuseumEvent>(`/events/${id}/stored`, { signal }, ERRORS.gettingEvents);

/** One page of the admin's list (series, drafts too); `total` from X-Total-Count. */
export async function fetchAdminEvents(
  when: 'upcoming' | 'past',
  page: number,
  signal?: AbortSignal,
): Promise<{ events: MuseumEvent[]; total: number }> {
  const path = `/events?scope=all&when=${when}&page=${page}`;
  const response = await authorized(path, { signal });
  return {
    events: await jsonOr<MuseumEvent[]>(response, ERRORS.gettingEvents),
    total: Number(response.headers.get(EVENTS_TOTAL_COUNT_HEADER) ?? 0),
  };
}

/** The form's text fields as the payload schema names them; blank or null is not sent. */
type SchemaText = Omit<Payload<typeof eventChangesSchema>, 'all_day' | 'recurrence' | 'clear'>;
type FormText = { [Name in keyof SchemaText]?: SchemaText[Name] | null };

interface EventWriteExtras extends FormText {
  all_day?: boolean;
  recurrence?: EventRecurrence | null;
  pdf?: File | null;
}

/** docs/product.md §3 "Create-event payload". */
export interface NewEvent extends EventWriteExtras {
  title: string;
  description: string;
  event_start: string;
  image: File;
}

export async function createEvent(event: NewEvent, onProgress?: UploadProgress) {
  const form = multipartForm({
    ...event,
    category: event.category || DEFAULT_EVENT_CATEGORY,
    link_url: event.link_url || DEFAULT_EVENT_LINK_URL,
  });
  // docs/product.md §3: the create payload always carries link_text, empty or not.
  if (!form.has('link_text')) form.append('link_text', '');
  return sendMultipart<MuseumEvent>('POST', '/events', form, ERRORS.creatingEvent, onProgress);
}

export interface EventChanges extends EventWriteExtras {
  image?: File | null;
  clear?: EventClearableField[];
}

/** `version`: the event as the volunteer started from it, sent as If-Match (a 412 saves nothing). */
export async function editEvent(
  id: number,
  changes: EventChanges,
  onProgress?: UploadProgress,
  version?: MuseumEvent,
): Promise<MuseumEvent> {
  const form = multipartForm(changes);
  return sendMultipart('PATCH', `/events/${id}`, form, ERRORS.editingEvent, onProgress, version);
}

/** An event's picture with the token: a draft's is a 404 to a plain <img>. */
export async function fetchStaffEventImage(imagePath: string, signal?: AbortSignal): Promise<Blob> {
  const headers = { Authorization: `Bearer ${requireAccessToken()}` };
  return (await okOr(await fetch(imagePath, { signal, headers }), ERRORS.gettingEvents)).blob();
}

/** The event goes to the trash for 30 days; `shown` goes as If-Match. */
export const deleteEvent = (id: number, shown?: MuseumEvent) =>
  authorizedJson<void>(`/events/${id}`, { method: 'DELETE', shown }, ERRORS.deletingEvent);

/** Every date of one event (a draft's too), each with its own status and note. */
export const fetchEventOccurrences = (id: number, signal?: AbortSignal) =>
  authorizedJson<MuseumEvent[]>(`/events/${id}/occurrences`, { signal }, ERRORS.gettingEvents);

/** One date of a series: PUT its status and note, DELETE it back to the series' own. */
const occurrence = (method: string, doing: string, id: number, date: string, body?: unknown) =>
  authorizedJson<unknown>(
    `/events/${id}/occurrences/${encodeURIComponent(date)}`,
    { method, body },
    (status) => `Error ${doing} the date: ${status}`,
  );

export const setOccurrence = (
  id: number,
  date: string,
  body: Payload<typeof occurrenceChangeSchema>,
) => occurrence('PUT', 'changing', id, date, body);

export const restoreOccurrence = (id: number, date: string) =>
  occurrence('DELETE', 'restoring', id, date);
