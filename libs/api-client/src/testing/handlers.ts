import {
  ADMIN_EVENTS_PAGE_SIZE,
  EVENTS_TOTAL_COUNT_HEADER,
  changedSinceRead,
  type MuseumEvent,
} from '@furnace/contracts';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { contentHandlers } from './content-handlers';
import { eventLifecycleHandlers } from './event-lifecycle-handlers';
import { API, staleIfMatch } from './fake-api';
import { museumApi } from './museum-api';
import { publicEventHandlers } from './public-event-handlers';
import { scheduleHandlers, setHoursInFake } from './schedule-handlers';

/**
 * MSW handlers for the whole API the browsers call (docs/api.md), over the in-memory state of
 * ./museum-api. The one set of network fakes: jest (./server.ts) and the browser mock mode
 * (./browser.ts) both use it. Paths are relative, so they match on whatever origin the page has.
 */

const STATUS_TEXTS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** An error answer shaped like the API's (a JSON body with the status and a message). */
export function apiProblem(status: number, message = STATUS_TEXTS[status] ?? 'Error') {
  return HttpResponse.json(
    { statusCode: status, message },
    { status, statusText: STATUS_TEXTS[status] ?? '' },
  );
}

/** Reads the body the way the API would and keeps the request in `museumApi.requests`. */
async function record(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  let body: unknown;
  if (type.includes('application/json')) body = await request.json();
  else if (type.includes('multipart/form-data')) body = await request.formData();
  else if (type.includes('application/x-www-form-urlencoded'))
    body = new URLSearchParams(await request.text());
  const url = new URL(request.url);
  museumApi.requests.push({
    method: request.method,
    path: `${url.pathname}${url.search}`,
    authorization: request.headers.get('authorization'),
    ifMatch: request.headers.get('if-match'),
    body,
  });
  return body;
}

/** The username behind a valid bearer token, or null. */
function bearerUser(request: Request): string | null {
  const match = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '');
  return (match && museumApi.tokens.get(match[1])) ?? null;
}

/** A resolver that records the request, and answers 401 without a valid token when `signedIn`. */
function handle<Params extends Record<string, string>>(
  resolve: (request: Request, params: Params, body: unknown) => Response | Promise<Response>,
  { signedIn = false } = {},
): HttpResponseResolver<Params> {
  return async ({ request, params }) => {
    const body = await record(request);
    if (signedIn && !bearerUser(request)) return apiProblem(401);
    return resolve(request, params, body);
  };
}

const byDate = (a: MuseumEvent, b: MuseumEvent) => a.start_date.localeCompare(b.start_date);

const hoursHandlers = [
  http.get(
    `${API}/hours/status`,
    handle(() => HttpResponse.json(museumApi.status)),
  ),
  http.get(
    `${API}/hours`,
    // Each day with its `ranges` too (docs/api.md "Hours: ranges, seasons, special days").
    handle(() =>
      HttpResponse.json({
        hours: museumApi.hours.map((record) => ({
          ...record,
          ranges:
            record.ranges ??
            (record.open_time && record.close_time
              ? [{ open_time: record.open_time, close_time: record.close_time }]
              : []),
        })),
        holidays: museumApi.holidays,
      }),
    ),
  ),
  http.post(
    `${API}/hours/set`,
    handle(
      (_request, _params, body) => {
        const problem = setHoursInFake(body as Parameters<typeof setHoursInFake>[0]);
        if (problem) return apiProblem(400, problem);
        return HttpResponse.json({ message: 'Hours updated successfully' });
      },
      { signedIn: true },
    ),
  ),
  http.get(
    `${API}/holidays`,
    handle(() => HttpResponse.json(museumApi.holidays)),
  ),
  http.post(
    `${API}/holidays/set`,
    handle(
      (_request, _params, body) => {
        const { date, description } = body as { date: string; description: string | null };
        museumApi.holidays = museumApi.holidays.filter((h) => h.holiday_date !== date);
        if (description) museumApi.holidays.push({ holiday_date: date, description });
        return HttpResponse.json({ message: 'Holiday updated successfully' });
      },
      { signedIn: true },
    ),
  ),
];

/** GET /events?scope=all&when=…&page=N: the API's paging of the admin list, over museumApi.events. */
function adminEventsPage(query: URLSearchParams) {
  const today = new Date().toISOString().slice(0, 10);
  const when = query.get('when');
  const rows = [...museumApi.events]
    .sort(byDate)
    .filter((event) =>
      when === 'upcoming'
        ? event.start_date.slice(0, 10) >= today
        : when === 'past'
          ? event.start_date.slice(0, 10) < today
          : true,
    );
  if (when === 'past') rows.reverse();
  const from = (Number(query.get('page') ?? '1') - 1) * ADMIN_EVENTS_PAGE_SIZE;
  return HttpResponse.json(rows.slice(from, from + ADMIN_EVENTS_PAGE_SIZE), {
    headers: { [EVENTS_TOTAL_COUNT_HEADER]: String(rows.length) },
  });
}

const eventHandlers = [
  // The fake lists every event the test stored, in date order: the API's own tests cover the
  // "from today on" rule, and fixed dates in tests must not expire.
  http.get(
    `${API}/events`,
    handle((request) => {
      // ?scope=all (past events too) is for signed-in staff only, a page at a time.
      const query = new URL(request.url).searchParams;
      if (query.get('scope') !== 'all')
        return HttpResponse.json([...museumApi.events].sort(byDate));
      if (!bearerUser(request)) return apiProblem(401);
      return adminEventsPage(query);
    }),
  ),
  http.get<{ count: string }>(
    `${API}/events/:count`,
    handle((_request, { count }) =>
      HttpResponse.json([...museumApi.events].sort(byDate).slice(0, Number(count))),
    ),
  ),
  // POST /events and PATCH /events/{id}: event-lifecycle-handlers.ts (every lifecycle field).
  http.delete<{ id: string }>(
    `${API}/events/:id`,
    handle(
      (request, { id }) => {
        const event = museumApi.events.find((candidate) => candidate.id === Number(id));
        if (event && staleIfMatch(request, event))
          return apiProblem(412, changedSinceRead('event', `${event.id} "${event.title}"`));
        const before = museumApi.events.length;
        museumApi.events = museumApi.events.filter((event) => event.id !== Number(id));
        if (museumApi.events.length === before) return apiProblem(404);
        return HttpResponse.json({ message: 'Event deleted' });
      },
      { signedIn: true },
    ),
  ),
];

const authHandlers = [
  http.post(
    `${API}/auth/token`,
    handle((_request, _params, body) => {
      const form = body as URLSearchParams;
      const user = museumApi.users.find(
        (candidate) =>
          candidate.username === form.get('username') &&
          candidate.password === form.get('password'),
      );
      if (!user) return apiProblem(401, 'Invalid username or password');
      const token = `token-for-${user.username}`;
      museumApi.tokens.set(token, user.username);
      return HttpResponse.json({ access_token: token, token_type: 'bearer' });
    }),
  ),
  http.get(
    `${API}/users/me`,
    handle((request) => {
      const username = bearerUser(request);
      const user = museumApi.users.find((candidate) => candidate.username === username);
      if (!user) return apiProblem(401);
      return HttpResponse.json({ member_id: user.member_id, email: user.email, role: 'admin' });
    }),
  ),
  // The fake's accounts are admins; logout only ends the fake token.
  http.post(
    `${API}/auth/logout`,
    handle((request) => {
      const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
      museumApi.tokens.delete(token);
      return HttpResponse.json({ message: 'Signed out.' });
    }),
  ),
];

const signHandlers = [
  http.get(
    `${API}/signs`,
    handle(() => HttpResponse.json(museumApi.signs), { signedIn: true }),
  ),
  // PUT /signs/{name} (with its title and summary): event-lifecycle-handlers.ts.
  http.delete<{ name: string }>(
    `${API}/signs/:name`,
    handle(
      (_request, { name }) => {
        museumApi.signs = museumApi.signs.filter((sign) => sign.name !== name);
        return new HttpResponse(null, { status: 204 });
      },
      { signedIn: true },
    ),
  ),
];

/** A stand-in picture for an event image the fake API holds (mock mode shows it on the cards). */
function eventPicture(id: string): string {
  const hue = (Number(id) * 67) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400">
<rect width="640" height="400" fill="hsl(${hue} 45% 70%)"/>
<path d="M230 400 275 150h90l45 250z" fill="#3b2a1e"/>
<rect x="300" y="300" width="40" height="50" rx="20" fill="#f08a24"/>
<text x="320" y="70" text-anchor="middle" font-family="sans-serif" font-size="32" fill="#2b2118">Mock picture ${id}</text>
</svg>`;
}

/**
 * Static files: HEAD checks (event and sign PDFs) and event pictures, for what `museumApi.files`
 * holds; 404 otherwise (a card then shows its fallback drawing).
 */
const staticHandlers = [
  http.get<{ id: string }>(
    '/static/event_images/:id',
    handle((request, { id }) => {
      // As the API: a picture of an event not public yet only with a token.
      const event = museumApi.events.find((e) => String(e.id) === id);
      const hidden = event?.publish_at && Date.parse(event.publish_at) > Date.now();
      if (hidden && !request.headers.get('Authorization')) return apiProblem(404);
      if (!museumApi.files.has(new URL(request.url).pathname)) return apiProblem(404);
      return new HttpResponse(eventPicture(id), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
      });
    }),
  ),
  http.head(
    '/static/*',
    handle((request) => {
      const exists = museumApi.files.has(new URL(request.url).pathname);
      return new HttpResponse(null, { status: exists ? 200 : 404 });
    }),
  ),
];

// The staff pages in mock mode: the fake's accounts, an empty history and trash. First, so
// /events/trash is not taken for /events/{count}.
const accountHandlers = [
  http.get(
    `${API}/users`,
    handle(
      () =>
        HttpResponse.json(
          museumApi.users.map((user, index) => ({
            id: index + 1,
            username: user.username,
            email: user.email,
            role: 'admin',
            disabled: false,
            has_password: true,
            created_at: '2026-01-01T00:00:00.000Z',
          })),
        ),
      { signedIn: true },
    ),
  ),
  // Signed-in reads with nothing in them (the fake keeps no passkeys, history or backups).
  ...Object.entries({
    '/auth/passkeys': [],
    '/users/:id/passkeys': [],
    '/audit': [],
    '/audit/mine': [],
    '/events/trash': [],
    '/backups': [],
    '/backups/nightly': { last: null },
  }).map(([path, answer]) =>
    http.get(
      `${API}${path}`,
      handle(() => HttpResponse.json(answer), { signedIn: true }),
    ),
  ),
];

export const handlers = [
  ...accountHandlers,
  ...hoursHandlers,
  ...scheduleHandlers(handle, apiProblem),
  ...publicEventHandlers(handle, apiProblem),
  ...eventLifecycleHandlers(handle, apiProblem),
  ...eventHandlers,
  ...authHandlers,
  ...signHandlers,
  ...staticHandlers,
  ...contentHandlers(handle, apiProblem),
];
