import {
  DEFAULT_EVENT_CATEGORY,
  DEFAULT_EVENT_LINK_URL,
  EVENT_CLEARABLE_FIELDS,
  EVENT_IMAGE_ALT_MAX_LENGTH,
  EVENT_LIFECYCLE_DEFAULTS,
  EVENT_STATUSES,
  eventImagePath,
  eventPdfPath,
  occurrenceDates,
  recurrenceProblem,
  signPdfPath,
  signQrPath,
  type EventImageFit,
  type EventRecurrence,
  type EventStatus,
  type MuseumEvent,
  changedSinceRead,
  recordVersion,
} from '@furnace/contracts';
import { http, HttpResponse } from 'msw';
import { API, staleIfMatch, type Handle, type Problem } from './fake-api';
import { museumApi } from './museum-api';

/**
 * The fakes of the event lifecycle writes (docs/api.md, "Events"): every new field on
 * POST/PATCH /events, `clear=`, one occurrence cancelled or restored, and a sign's title and
 * summary. Listed before the plain event handlers, so they answer first. A few of the API's checks
 * are copied (unknown status, bad recurrence, image description too long, end before start) so the
 * pages' refusal paths can be tested; the API's own tests hold the real rules.
 */

/** One date of a series changed on its own, per event object (reset with the museum). */
const overrides = new WeakMap<
  MuseumEvent,
  Map<string, { status: EventStatus; status_note: string }>
>();

/** The dates of `event` changed on their own, for tests: `occurrenceOverrides(event).get(date)`. */
export function occurrenceOverrides(event: MuseumEvent) {
  let changed = overrides.get(event);
  if (!changed) overrides.set(event, (changed = new Map()));
  return changed;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** The lifecycle fields a multipart write carries; a sentence naming the field when one is bad. */
function lifecycleOf(form: FormData, start: string): Partial<MuseumEvent> | string {
  const out: Partial<MuseumEvent> = {};
  const end = text(form, 'event_end');
  if (end !== undefined) {
    if (end < start) return 'event_end must not be before event_start.';
    out.end_date = end;
  }
  const allDay = text(form, 'all_day');
  if (allDay !== undefined) out.all_day = allDay === 'true';
  const status = text(form, 'status');
  if (status !== undefined) {
    if (!(EVENT_STATUSES as readonly string[]).includes(status))
      return `status must be one of ${EVENT_STATUSES.join(', ')}.`;
    out.status = status as EventStatus;
  }
  const alt = text(form, 'image_alt');
  if (alt !== undefined) {
    if (alt.length > EVENT_IMAGE_ALT_MAX_LENGTH)
      return `image_alt must be at most ${EVENT_IMAGE_ALT_MAX_LENGTH} characters.`;
    out.image_alt = alt;
  }
  for (const field of ['status_note', 'location', 'price_text', 'link_url'] as const) {
    const value = text(form, field);
    if (value !== undefined) out[field] = value;
  }
  const fit = text(form, 'image_fit');
  if (fit !== undefined) out.image_fit = fit as EventImageFit;
  const publishAt = text(form, 'publish_at');
  if (publishAt !== undefined) out.publish_at = publishAt || null;
  const recurrence = text(form, 'recurrence');
  if (recurrence !== undefined) {
    let parsed: EventRecurrence;
    try {
      parsed = JSON.parse(recurrence) as EventRecurrence;
    } catch {
      return 'recurrence must be JSON.';
    }
    const problem = recurrenceProblem(start.slice(0, 10), parsed);
    if (problem) return problem;
    out.recurrence = parsed;
  }
  return out;
}

const CLEARED: Record<string, Partial<MuseumEvent>> = {
  end_date: { end_date: null },
  status_note: { status_note: '' },
  image_alt: { image_alt: '' },
  location: { location: '' },
  price_text: { price_text: '' },
  link_text: { link_text: '' },
  link_url: { link_url: '' },
  pdf: { pdf: null },
  publish_at: { publish_at: null },
  recurrence: { recurrence: null },
};

export function eventLifecycleHandlers(handle: Handle, apiProblem: Problem) {
  return [
    http.post(
      `${API}/events`,
      handle(
        (_request, _params, body) => {
          const form = body as FormData;
          const start = text(form, 'event_start') ?? '';
          const lifecycle = lifecycleOf(form, start);
          if (typeof lifecycle === 'string') return apiProblem(400, lifecycle);
          const id = museumApi.nextEventId++;
          const event: MuseumEvent = {
            ...EVENT_LIFECYCLE_DEFAULTS,
            id,
            title: text(form, 'title') ?? '',
            description: text(form, 'description') ?? '',
            category: text(form, 'category') || DEFAULT_EVENT_CATEGORY,
            start_date: start,
            link_text: text(form, 'link_text') ?? '',
            link_url: DEFAULT_EVENT_LINK_URL,
            image: eventImagePath(id),
            pdf: form.get('pdf') ? eventPdfPath(id) : null,
            ...lifecycle,
          };
          museumApi.events.push(event);
          return HttpResponse.json(event, { status: 201, statusText: 'Created' });
        },
        { signedIn: true },
      ),
    ),
    http.patch<{ id: string }>(
      `${API}/events/:id`,
      handle(
        (request, { id }, body) => {
          const event = museumApi.events.find((candidate) => candidate.id === Number(id));
          if (!event) return apiProblem(404);
          // docs/api.md "Editing the same record at once", as the API compares it.
          if (staleIfMatch(request, event))
            return apiProblem(412, changedSinceRead('event', `${event.id} "${event.title}"`));
          const form = body as FormData;
          const clear = (text(form, 'clear') ?? '').split(',').filter(Boolean);
          const unknown = clear.find(
            (f) => !(EVENT_CLEARABLE_FIELDS as readonly string[]).includes(f),
          );
          if (unknown) return apiProblem(400, `clear: ${unknown} cannot be cleared.`);
          const start = text(form, 'event_start') || event.start_date;
          const lifecycle = lifecycleOf(form, start);
          if (typeof lifecycle === 'string') return apiProblem(400, lifecycle);
          for (const field of ['title', 'description', 'link_text'] as const) {
            const value = text(form, field);
            if (value) event[field] = value;
          }
          event.start_date = start;
          Object.assign(event, lifecycle);
          if (form.get('pdf')) event.pdf = eventPdfPath(event.id);
          for (const field of clear) Object.assign(event, CLEARED[field]);
          return HttpResponse.json(event);
        },
        { signedIn: true },
      ),
    ),
    // GET /events/{id}/stored (bearer): the event as stored, drafts too; its version as ETag.
    http.get<{ id: string }>(
      `${API}/events/:id/stored`,
      handle(
        (_request, { id }) => {
          const event = museumApi.events.find((candidate) => candidate.id === Number(id));
          if (!event) return apiProblem(404);
          return HttpResponse.json(event, {
            headers: { 'Cache-Control': 'no-store', ETag: recordVersion(event) },
          });
        },
        { signedIn: true },
      ),
    ),
    http.get<{ id: string }>(
      `${API}/events/:id/occurrences`,
      handle((_request, { id }) => {
        const event = museumApi.events.find((candidate) => candidate.id === Number(id));
        if (!event) return apiProblem(404);
        const start = event.start_date.slice(0, 10);
        const changed = occurrenceOverrides(event);
        return HttpResponse.json(
          occurrenceDates(start, event.recurrence, { limit: 400 }).map((date) => ({
            ...event,
            start_date: `${date}${event.start_date.slice(10)}`,
            occurrence_date: date,
            ...changed.get(date),
          })),
        );
      }),
    ),
    http.put<{ id: string; date: string }>(
      `${API}/events/:id/occurrences/:date`,
      handle(
        (_request, { id, date }, body) => {
          const event = museumApi.events.find((candidate) => candidate.id === Number(id));
          if (!event) return apiProblem(404);
          const change = body as { status?: string; status_note?: string };
          if (!(EVENT_STATUSES as readonly string[]).includes(change.status ?? ''))
            return apiProblem(400, `status must be one of ${EVENT_STATUSES.join(', ')}.`);
          occurrenceOverrides(event).set(date, {
            status: change.status as EventStatus,
            status_note: change.status_note ?? '',
          });
          return HttpResponse.json({
            date,
            status: change.status,
            status_note: change.status_note ?? '',
          });
        },
        { signedIn: true },
      ),
    ),
    http.delete<{ id: string; date: string }>(
      `${API}/events/:id/occurrences/:date`,
      handle(
        (_request, { id, date }) => {
          const event = museumApi.events.find((candidate) => candidate.id === Number(id));
          if (!event) return apiProblem(404);
          occurrenceOverrides(event).delete(date);
          return new HttpResponse(null, { status: 204 });
        },
        { signedIn: true },
      ),
    ),
    http.put<{ name: string }>(
      `${API}/signs/:name`,
      handle(
        (_request, { name }, body) => {
          const form = body as FormData;
          const pdf = form.get('pdf');
          const before = museumApi.signs.find((s) => s.name === name) as
            (MuseumSign & { title?: string; summary?: string }) | undefined;
          if (!before && !(pdf instanceof Blob)) return apiProblem(400, 'pdf is required.');
          const sign = {
            title: '',
            summary: '',
            ...before,
            name,
            pdf: signPdfPath(name),
            qr: signQrPath(name),
            url: `http://localhost/signs/${name}`,
            size: pdf instanceof Blob ? pdf.size : (before?.size ?? 0),
            updated_at: new Date().toISOString(),
            ...(text(form, 'title') ? { title: text(form, 'title') } : {}),
            ...(text(form, 'summary') ? { summary: text(form, 'summary') } : {}),
          };
          museumApi.signs = [...museumApi.signs.filter((s) => s.name !== name), sign];
          museumApi.files.add(sign.pdf);
          return HttpResponse.json(sign, { status: 201, statusText: 'Created' });
        },
        { signedIn: true },
      ),
    ),
  ];
}

type MuseumSign = (typeof museumApi.signs)[number];
