import {
  DEFAULT_EVENT_CATEGORY,
  DEFAULT_EVENT_LINK_URL,
  ERRORS,
  recordVersion,
  EVENTS_TOTAL_COUNT_HEADER,
  eventChangesSchema,
  type EventClearableField,
  type EventRecurrence,
  type EventStatus,
  type MuseumEvent,
  type Payload,
} from '@furnace/contracts';
import { authorizedJson, authorizedOk } from '../shared/authorized';
import { ApiError } from '../shared/http';
import { requireAccessToken } from '../shared/session';
import { sendMultipart, type UploadProgress } from '../shared/upload';

/**
 * GET /events?scope=all (bearer): every event as one row, drafts too, unpaged (for scripts; the
 * lists page with fetchAdminEvents, one event comes with fetchStoredEvent).
 */
export const fetchAllEvents = (signal?: AbortSignal) =>
  authorizedJson<MuseumEvent[]>('/events?scope=all', { signal }, ERRORS.gettingEvents);

/**
 * GET /events/{id}/stored (bearer): one event as stored, drafts too, as the admin's list has it
 * (its `recordVersion` is the If-Match of the next save): what the form loads after a 412.
 */
export const fetchStoredEvent = (id: number, signal?: AbortSignal) =>
  authorizedJson<MuseumEvent>(`/events/${id}/stored`, { signal }, ERRORS.gettingEvents);

/**
 * One page of the events (as series, drafts too) for the admin list:
 * GET /events?scope=all&when=…&page=N (bearer), ADMIN_EVENTS_PAGE_SIZE a page; 'upcoming' soonest
 * first, 'past' most recent first; `total` (X-Total-Count): how many on all its pages.
 */
export async function fetchAdminEvents(
  when: 'upcoming' | 'past',
  page: number,
  signal?: AbortSignal,
): Promise<{ events: MuseumEvent[]; total: number }> {
  const path = `/events?scope=all&when=${when}&page=${page}`;
  const response = await authorizedOk(path, { signal }, ERRORS.gettingEvents);
  return {
    events: (await response.json()) as MuseumEvent[],
    total: Number(response.headers.get(EVENTS_TOTAL_COUNT_HEADER) ?? 0),
  };
}

/**
 * The event form's text fields as the payload schema names them (docs/api.md "Events"), each
 * optional (blank or null is not sent); event_start and event_end are YYYY-MM-DDTHH:MM:SS museum
 * time, publish_at an ISO instant (null: published now).
 */
type SchemaText = Omit<Payload<typeof eventChangesSchema>, 'all_day' | 'recurrence' | 'clear'>;
type FormText = { [Name in keyof SchemaText]?: SchemaText[Name] | null };

/** What both writes may carry besides the text fields. */
interface EventWriteExtras extends FormText {
  all_day?: boolean;
  recurrence?: EventRecurrence | null;
  /** Optional flyer or program, shown at /events/{id}. */
  pdf?: File | null;
}

/** docs/product.md §3 "Create-event payload". */
export interface NewEvent extends EventWriteExtras {
  title: string;
  description: string;
  event_start: string;
  image: File;
}

/**
 * The form as sent: blank text is never sent (docs/product.md §5), a rule as JSON, `clear` as
 * names, the files last.
 */
function eventForm(fields: Partial<NewEvent> & { clear?: EventClearableField[] }): FormData {
  const form = new FormData();
  const { image, pdf, ...text } = fields;
  for (const [name, value] of Object.entries(text)) {
    if (typeof value === 'boolean') form.append(name, String(value));
    else if (Array.isArray(value)) {
      if (value.length) form.append(name, value.join(','));
    } else if (value && typeof value === 'object') form.append(name, JSON.stringify(value));
    else if (typeof value === 'string' && value.trim() !== '') form.append(name, value);
  }
  if (image) form.append('image', image);
  if (pdf) form.append('pdf', pdf);
  return form;
}

/** POST /events (bearer, multipart). Resolves to the created event. */
export async function createEvent(
  event: NewEvent,
  onProgress?: UploadProgress,
): Promise<MuseumEvent> {
  const form = eventForm({
    ...event,
    category: event.category || DEFAULT_EVENT_CATEGORY,
    link_url: event.link_url || DEFAULT_EVENT_LINK_URL,
  });
  // docs/product.md §3: the create payload always carries link_text, empty or not.
  if (!form.has('link_text')) form.append('link_text', '');
  return sendMultipart('POST', '/events', form, ERRORS.creatingEvent, onProgress);
}

/** docs/product.md §3 "Edit payload": every field optional; docs/api.md adds the lifecycle ones. */
export interface EventChanges extends EventWriteExtras {
  image?: File | null;
  /** Fields to empty on purpose (docs/api.md: `clear=link_text,link_url,pdf`), e.g. removing the PDF. */
  clear?: EventClearableField[];
}

/**
 * PATCH /events/{id} (bearer, multipart). docs/product.md §5: blank or null fields are not sent, so
 * the server keeps their current values. `version`: the event as the volunteer started from it;
 * its `recordVersion` goes as If-Match, so a change by someone else in between is a 412 (an
 * `ApiError` with status 412) and nothing is saved (docs/api.md "Editing the same record at once").
 */
export async function editEvent(
  id: number,
  changes: EventChanges,
  onProgress?: UploadProgress,
  version?: MuseumEvent,
): Promise<MuseumEvent> {
  const form = eventForm(changes as Partial<NewEvent>);
  const ifMatch: Record<string, string> = version ? { 'If-Match': recordVersion(version) } : {};
  return sendMultipart('PATCH', `/events/${id}`, form, ERRORS.editingEvent, onProgress, ifMatch);
}

/**
 * An event's picture fetched with the bearer token: staff see the picture of a draft or of an
 * event published later, which the public (and so a plain <img>) gets a 404 for until then.
 */
export async function fetchStaffEventImage(imagePath: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(imagePath, {
    signal,
    headers: { Authorization: `Bearer ${requireAccessToken()}` },
  });
  if (!response.ok) throw new ApiError(ERRORS.gettingEvents(response.status), response.status);
  return response.blob();
}

/**
 * DELETE /events/{id} (bearer): the event, its image and its PDF go to the trash for 30 days.
 * `shown`: the event as the volunteer saw it (If-Match): changed since, it is a 412 and stays.
 */
export async function deleteEvent(id: number, shown?: MuseumEvent): Promise<void> {
  await authorizedJson(`/events/${id}`, { method: 'DELETE', shown }, ERRORS.deletingEvent);
}

/**
 * GET /events/{id}/occurrences (with the token, so a draft's too): every date of one event in order,
 * each with its own status and note (a closure's reason, or a date cancelled on its own).
 */
export const fetchEventOccurrences = (id: number, signal?: AbortSignal) =>
  authorizedJson<MuseumEvent[]>(`/events/${id}/occurrences`, { signal }, ERRORS.gettingEvents);

/** One date of a repeating event, cancelled (or postponed…) on its own (pinned in docs/api.md). */
export interface OccurrenceChange {
  status: EventStatus;
  status_note: string;
}

const occurrencePath = (id: number, date: string) =>
  `/events/${id}/occurrences/${encodeURIComponent(date)}`;

/** PUT /events/{id}/occurrences/{YYYY-MM-DD} (bearer, JSON): e.g. cancels one date of a series. */
export const setOccurrence = (id: number, date: string, body: OccurrenceChange) =>
  authorizedJson<unknown>(
    occurrencePath(id, date),
    { method: 'PUT', body },
    (status) => `Error changing the date: ${status}`,
  );

/** DELETE /events/{id}/occurrences/{YYYY-MM-DD} (bearer): the date goes back to the series' status. */
export const restoreOccurrence = (id: number, date: string) =>
  authorizedJson<unknown>(
    occurrencePath(id, date),
    { method: 'DELETE' },
    (status) => `Error restoring the date: ${status}`,
  );
