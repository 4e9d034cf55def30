import type { AlertRecord, ContentKey, SiteContent } from '@furnace/contracts';
import { getJson } from '../shared/http';
import { useApiQuery } from '../shared/use-api-query';

/** GET /content/{key}: the published value (public). */
export function fetchContent<T>(key: ContentKey, signal?: AbortSignal): Promise<T> {
  return getJson<T>(`/content/${key}`, (status) => `Error getting content: ${status}`, signal);
}

/**
 * GET /api/v1/content/{key}: one key's published value. A read like any other (useApiQuery), one
 * query per key: the server's render puts in the page it sends only the keys the page read, and
 * every component of the page that shows a key shares the one answer (docs/adr/0031).
 */
export function useSiteContent<Key extends ContentKey>(key: Key): SiteContent[Key] | undefined {
  return useApiQuery(`/content/${key}`, (signal) => fetchContent<SiteContent[Key]>(key, signal))
    .data;
}

/** GET /api/v1/alerts: the alerts active now. */
export function useSiteAlerts(): AlertRecord[] | undefined {
  return useApiQuery('/alerts', (signal) =>
    getJson<AlertRecord[]>('/alerts', (status) => `Error getting /alerts: ${status}`, signal),
  ).data;
}
