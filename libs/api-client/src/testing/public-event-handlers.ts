import {
  EVENTS_TOTAL_COUNT_HEADER,
  PAST_EVENTS_PAGE_SIZE,
  type MuseumEvent,
} from '@furnace/contracts';
import { http, HttpResponse } from 'msw';
import { API, type Handle, type Problem } from './fake-api';
import { museumApi } from './museum-api';

const newestFirst = (a: MuseumEvent, b: MuseumEvent) => b.start_date.localeCompare(a.start_date);
const isDraft = (event: MuseumEvent) =>
  event.publish_at !== null && Date.parse(event.publish_at) > Date.now();

/**
 * The public reads of an event's and a sign's own page and of past events (docs/api.md "Events"
 * and "Signs"; an event's occurrences are event-lifecycle-handlers.ts's), over `museumApi.events`, `museumApi.pastEvents` and `museumApi.signs`. Listed
 * before the other event handlers: a request they do not answer goes on to those.
 */
export function publicEventHandlers(handle: Handle, apiProblem: Problem) {
  return [
    // ?scope=past&page=N: `museumApi.pastEvents`, newest first, 20 a page; X-Total-Count says
    // how many there are in all.
    http.get<Record<string, string>>(`${API}/events`, (info) => {
      const query = new URL(info.request.url).searchParams;
      if (query.get('scope') !== 'past') return undefined; // the listing handler's
      return handle(() => {
        const page = Number(query.get('page') ?? '1');
        if (!Number.isInteger(page) || page < 1) {
          return apiProblem(400, 'page must be a whole number from 1 up.');
        }
        const past = museumApi.pastEvents.filter((event) => !isDraft(event)).sort(newestFirst);
        const from = (page - 1) * PAST_EVENTS_PAGE_SIZE;
        return HttpResponse.json(past.slice(from, from + PAST_EVENTS_PAGE_SIZE), {
          headers: { [EVENTS_TOTAL_COUNT_HEADER]: String(past.length) },
        });
      })(info);
    }),
    http.get<{ id: string }>(
      `${API}/events/:id/details`,
      handle((request, { id }) => {
        const date = new URL(request.url).searchParams.get('date');
        const found = [...museumApi.events, ...museumApi.pastEvents].find(
          (event) =>
            event.id === Number(id) &&
            (!date || (event.occurrence_date ?? event.start_date.slice(0, 10)) === date),
        );
        if (!found || isDraft(found)) return apiProblem(404, `There is no event ${id}.`);
        return HttpResponse.json(found);
      }),
    ),
    http.get<{ name: string }>(
      `${API}/signs/:name`,
      handle((_request, { name }) => {
        const sign = museumApi.signs.find((candidate) => candidate.name === name);
        if (!sign) return apiProblem(404, `There is no sign called ${name}.`);
        return HttpResponse.json({
          name: sign.name,
          title: sign.title ?? '',
          summary: sign.summary ?? '',
          pdf: sign.pdf,
        });
      }),
    ),
  ];
}
