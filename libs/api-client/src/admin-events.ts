import {
  DEFAULT_EVENT_CATEGORY,
  DEFAULT_EVENT_LINK_URL,
  ERRORS,
  type MuseumEvent,
} from '@furnace/contracts';
import { authorizedJson } from './authorized';
import { ApiError } from './http';
import { sendMultipart, type UploadProgress } from './upload';

/** Every event, past ones included (GET /events?scope=all, bearer), for the admin list. */
export function fetchAllEvents(signal?: AbortSignal): Promise<MuseumEvent[]> {
  return authorizedJson<MuseumEvent[]>('/events?scope=all', { signal }, ERRORS.gettingEvents);
}

/** docs/product.md §3 "Create-event payload". event_start is YYYY-MM-DDTHH:MM:SS, museum time. */
export interface NewEvent {
  title: string;
  description: string;
  event_start: string;
  image: File;
  /** Optional flyer or program, shown at /events/{id}. */
  pdf?: File | null;
  category?: string;
  link_text?: string;
  link_url?: string;
}

/** POST /events (bearer, multipart). Resolves to the created event. */
export async function createEvent(
  event: NewEvent,
  onProgress?: UploadProgress,
): Promise<MuseumEvent> {
  const form = new FormData();
  form.append('title', event.title);
  form.append('description', event.description);
  form.append('event_start', event.event_start);
  form.append('category', event.category || DEFAULT_EVENT_CATEGORY);
  form.append('link_text', event.link_text ?? '');
  form.append('link_url', event.link_url || DEFAULT_EVENT_LINK_URL);
  form.append('image', event.image);
  if (event.pdf) form.append('pdf', event.pdf);
  const result = await sendMultipart('POST', '/events', form, onProgress);
  if (!result.ok) throw new ApiError(ERRORS.creatingEvent(result.statusText), result.status);
  return result.body as MuseumEvent;
}

/** docs/product.md §3 "Edit payload": every field optional. */
export interface EventChanges {
  title?: string | null;
  description?: string | null;
  link_text?: string | null;
  event_start?: string | null;
  image?: File | null;
  pdf?: File | null;
}

const TEXT_FIELDS = ['title', 'description', 'link_text', 'event_start'] as const;

/**
 * PATCH /events/{id} (bearer, multipart). docs/product.md §5: blank or null fields are not sent, so
 * the server keeps their current values.
 */
export async function editEvent(
  id: number,
  changes: EventChanges,
  onProgress?: UploadProgress,
): Promise<MuseumEvent> {
  const form = new FormData();
  for (const field of TEXT_FIELDS) {
    const value = changes[field];
    if (typeof value === 'string' && value.trim() !== '') form.append(field, value);
  }
  if (changes.image) form.append('image', changes.image);
  if (changes.pdf) form.append('pdf', changes.pdf);
  const result = await sendMultipart('PATCH', `/events/${id}`, form, onProgress);
  if (!result.ok) throw new ApiError(ERRORS.editingEvent(result.statusText), result.status);
  return result.body as MuseumEvent;
}

/** DELETE /events/{id} (bearer): the event, its image and its PDF. */
export async function deleteEvent(id: number): Promise<void> {
  await authorizedJson<unknown>(`/events/${id}`, { method: 'DELETE' }, ERRORS.deletingEvent);
}
