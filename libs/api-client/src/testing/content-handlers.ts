import {
  ALERT_LEVELS,
  CONTENT_DEFAULTS,
  CONTENT_SCHEMAS,
  isContentKey,
  validateContent,
  type AlertPayload,
  type AlertRecord,
  type ContentKey,
  type ContentVersion,
  type SiteContent,
  changedSinceRead,
} from '@furnace/contracts';
import { http, HttpResponse } from 'msw';
import { API, staleIfMatch, type Handle, type Problem } from './fake-api';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { hydratePageQueries, standaloneQueryClient } from '../shared/query-client';

/**
 * The fakes of the site's content and alerts (docs/api.md, "Site content and alerts") over a small
 * in-memory state. Content is checked with the same schema the API uses (validateContent), so a
 * form's tests see the API's own sentences; the alert checks here are a fixture-level subset.
 */

export interface ContentFakeState {
  content: SiteContent;
  versions: ContentVersion[];
  alerts: AlertRecord[];
  nextId: number;
}

const seed = (): ContentFakeState => ({
  content: structuredClone(CONTENT_DEFAULTS),
  versions: [],
  alerts: [],
  nextId: 1,
});

/** A closure notice with no end: the alert the tests of the notices above every page show. */
export const SNOW_ALERT: AlertRecord = {
  id: 7,
  message: 'Closed today because of snow.',
  level: 'closure',
  starts_at: '2026-01-01T00:00:00Z',
  ends_at: null,
};

/** Tests change it directly (`contentFake.alerts = [...]`); reset after every test. */
export const contentFake: ContentFakeState = seed();

export function resetContentFake(): void {
  Object.assign(contentFake, seed());
  standaloneQueryClient().clear();
}

/**
 * Puts the fake's content and active alerts in the page's query cache, as the server's render
 * puts them in the page in production, so a page renders them in its first paint.
 */
export function inlineSiteData(client = standaloneQueryClient()): void {
  inlineAnswers(client, {
    '/content': contentFake.content,
    '/alerts': contentFake.alerts.filter((alert) => isActive(alert)),
  });
}

/**
 * The answer to GET /api/v1{path} as the page came with it: the first render shows it, with no
 * request.
 */
export function inlineAnswer(path: string, value: unknown): void {
  inlineAnswers(standaloneQueryClient(), { [path]: value });
}

/** Answers by API path, through the page's way in: a server render's cache, dehydrated, hydrated. */
function inlineAnswers(client: QueryClient, answers: Record<string, unknown>): void {
  const server = new QueryClient();
  for (const [path, value] of Object.entries(answers)) {
    server.setQueryData([path], value);
    client.removeQueries({ queryKey: [path], exact: true }); // the page's answer, not an earlier one
  }
  hydratePageQueries(client, JSON.stringify(dehydrate(server)));
}

const isActive = (alert: AlertRecord, at = Date.now()) =>
  Date.parse(alert.starts_at) <= at && (alert.ends_at === null || Date.parse(alert.ends_at) > at);

function addVersion(
  key: ContentKey,
  value: unknown,
  publishAt: string | null,
  restoredFrom: number | null,
) {
  const now = new Date().toISOString();
  const version: ContentVersion = {
    id: contentFake.nextId++,
    key,
    value,
    publish_at: publishAt ?? now,
    created_at: now,
    username: 'ada',
    restored_from: restoredFrom,
    state: publishAt && Date.parse(publishAt) > Date.now() ? 'scheduled' : 'current',
  };
  if (version.state === 'current') {
    for (const other of contentFake.versions)
      if (other.key === key && other.state === 'current') other.state = 'published';
    (contentFake.content as unknown as Record<string, unknown>)[key] = value;
  }
  contentFake.versions.unshift(version);
  return version;
}

export function contentHandlers(handle: Handle, apiProblem: Problem) {
  const keyOf = (params: { key: string }) => (isContentKey(params.key) ? params.key : null);
  return [
    http.get(
      `${API}/content`,
      handle(() => HttpResponse.json(contentFake.content)),
    ),
    http.get<{ key: string }>(
      `${API}/content/:key`,
      handle<{ key: string }>((_request, params) => {
        const key = keyOf(params);
        return key ? HttpResponse.json(contentFake.content[key]) : apiProblem(404);
      }),
    ),
    http.put<{ key: string }>(
      `${API}/content/:key`,
      handle<{ key: string }>(
        (request, params, body) => {
          const key = keyOf(params);
          if (!key) return apiProblem(404);
          // docs/api.md "Editing the same record at once", as the API compares it.
          if (staleIfMatch(request, contentFake.content[key]))
            return apiProblem(412, changedSinceRead('content', CONTENT_SCHEMAS[key].title));
          const checked = validateContent(CONTENT_SCHEMAS[key], body);
          if (checked.errors)
            return HttpResponse.json(
              { statusCode: 400, message: checked.errors[0].message, errors: checked.errors },
              { status: 400 },
            );
          const publishAt = new URL(request.url).searchParams.get('publish_at');
          const version = addVersion(key, checked.value, publishAt, null);
          const title = CONTENT_SCHEMAS[key].title;
          return HttpResponse.json({
            message:
              version.state === 'scheduled'
                ? `${title} will be published ${version.publish_at}.`
                : `${title} published. Visitors see it on their next page load.`,
            version,
          });
        },
        { signedIn: true },
      ),
    ),
    http.get<{ key: string }>(
      `${API}/content/:key/versions`,
      handle<{ key: string }>(
        (_request, params) =>
          HttpResponse.json(contentFake.versions.filter((v) => v.key === params.key)),
        { signedIn: true },
      ),
    ),
    http.post<{ key: string; id: string }>(
      `${API}/content/:key/versions/:id/restore`,
      handle<{ key: string; id: string }>(
        (_request, params) => {
          const key = keyOf(params);
          const old = contentFake.versions.find((v) => v.key === key && v.id === Number(params.id));
          if (!key || !old)
            return apiProblem(404, `There is no version ${params.id} of ${params.key}.`);
          const version = addVersion(key, old.value, null, old.id);
          return HttpResponse.json({
            message: `${CONTENT_SCHEMAS[key].title}: version ${old.id} restored and published.`,
            version,
          });
        },
        { signedIn: true },
      ),
    ),
    http.delete<{ key: string; id: string }>(
      `${API}/content/:key/versions/:id`,
      handle<{ key: string; id: string }>(
        (_request, params) => {
          const version = contentFake.versions.find((v) => v.id === Number(params.id));
          if (!version) return apiProblem(404);
          if (version.state !== 'scheduled')
            return apiProblem(
              409,
              `Version ${version.id} is already published; restore an older version instead of deleting it.`,
            );
          contentFake.versions = contentFake.versions.filter((v) => v !== version);
          return HttpResponse.json({ message: `Scheduled version ${version.id} cancelled.` });
        },
        { signedIn: true },
      ),
    ),
    http.get(
      `${API}/alerts`,
      handle(() => HttpResponse.json(contentFake.alerts.filter((a) => isActive(a)))),
    ),
    http.get(
      `${API}/alerts/recent`,
      handle(() => HttpResponse.json([...contentFake.alerts].reverse()), { signedIn: true }),
    ),
    http.post(
      `${API}/alerts`,
      handle(
        (_request, _params, body) => {
          const alert = body as AlertPayload;
          if (!alert.message?.trim()) return apiProblem(400, 'message is required.');
          if (!ALERT_LEVELS.includes(alert.level))
            return apiProblem(400, `level must be one of ${ALERT_LEVELS.join(', ')}.`);
          if (alert.ends_at && Date.parse(alert.ends_at) <= Date.parse(alert.starts_at))
            return apiProblem(400, 'ends_at must be after starts_at.');
          const record: AlertRecord = {
            ...alert,
            ends_at: alert.ends_at ?? null,
            id: contentFake.nextId++,
          };
          contentFake.alerts.push(record);
          return HttpResponse.json(record, { status: 201 });
        },
        { signedIn: true },
      ),
    ),
    http.delete<{ id: string }>(
      `${API}/alerts/:id`,
      handle<{ id: string }>(
        (_request, params) => {
          const before = contentFake.alerts.length;
          contentFake.alerts = contentFake.alerts.filter((a) => a.id !== Number(params.id));
          return contentFake.alerts.length < before
            ? HttpResponse.json({ message: `Alert ${params.id} deleted.` })
            : apiProblem(404, `There is no alert ${params.id}.`);
        },
        { signedIn: true },
      ),
    ),
  ];
}
