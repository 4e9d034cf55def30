import type { AlertRecord, SiteContent } from '@furnace/contracts';
import { getJson } from '../shared/http';
// eslint-disable-next-line @nx/enforce-module-boundaries -- by name: the shared singleton (query.ts)
import { useApiQuery } from '@furnace/api-client/query';

/**
 * GET /api/v1/content: every key's published value. A read like any other (useApiQuery), so the
 * server's render puts it in the page it sends only when the page shows it, and every component
 * of the page shares the one answer.
 */
export function useSiteContent(): SiteContent | undefined {
  return useApiQuery('/content', (signal) =>
    getJson<SiteContent>('/content', (status) => `Error getting /content: ${status}`, signal),
  ).data;
}

/** GET /api/v1/alerts: the alerts active now. */
export function useSiteAlerts(): AlertRecord[] | undefined {
  return useApiQuery('/alerts', (signal) =>
    getJson<AlertRecord[]>('/alerts', (status) => `Error getting /alerts: ${status}`, signal),
  ).data;
}
