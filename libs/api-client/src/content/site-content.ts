import type { AlertRecord, SiteContent } from '@furnace/contracts';
import { getJson } from '../shared/http';
// eslint-disable-next-line @nx/enforce-module-boundaries -- by name: the shared singleton (query.ts)
import { useApiQuery } from '@furnace/api-client/query';

export function useSiteContent(): SiteContent | undefined {
  return useApiQuery('/content', (signal) =>
    getJson<SiteContent>('/content', (status) => `Error getting /content: ${status}`, signal),
  ).data;
}

export function useSiteAlerts(): AlertRecord[] | undefined {
  return useApiQuery('/alerts', (signal) =>
    getJson<AlertRecord[]>('/alerts', (status) => `Error getting /alerts: ${status}`, signal),
  ).data;
}
