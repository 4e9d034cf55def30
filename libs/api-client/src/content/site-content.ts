import type { AlertRecord, SiteContent } from '@furnace/contracts';
import { getJson } from '../shared/http';
// eslint-disable-next-line @nx/enforce-module-boundaries -- by name: the shared singleton (query.ts)
import { useApiQuery } from '@furnace/api-client/query';

const usePublicRead = <T>(path: string) =>
  useApiQuery(path, (signal) =>
    getJson<T>(path, (status) => `Error getting ${path}: ${status}`, signal),
  ).data;

export const useSiteContent = () => usePublicRead<SiteContent>('/content');
export const useSiteAlerts = () => usePublicRead<AlertRecord[]>('/alerts');
