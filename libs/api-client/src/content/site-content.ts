import type { AlertRecord, SiteContent } from '@furnace/contracts';
import { getJson } from '../shared/http';
// eslint-disable-next-line @nx/enforce-module-boundaries -- by name: the shared singleton (query.ts)
import { useApiQuery, type ApiQueryOptions } from '@furnace/api-client/query';

/** GET `path` without the token, the path its key too: the server render answers it as well. */
export const usePublicRead = <T, M = never>(
  path: string,
  describe = (status: number) => `Error getting ${path}: ${status}`,
  options?: ApiQueryOptions<M>,
) => useApiQuery(path, (signal) => getJson<T>(path, describe, signal), options);

export const useSiteContent = () => usePublicRead<SiteContent>('/content').data;
export const useSiteAlerts = () => usePublicRead<AlertRecord[]>('/alerts').data;
