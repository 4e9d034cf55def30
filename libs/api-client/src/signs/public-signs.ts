import { EVENTS_PUBLIC, type SignPage } from '@furnace/contracts';
import { getJson } from '../shared/http';

/** GET /signs/{name} (public): the sign's title and summary; ApiError 404 when there is no such sign. */
export const fetchSign = (name: string, signal?: AbortSignal) =>
  getJson<SignPage>(`/signs/${encodeURIComponent(name)}`, EVENTS_PUBLIC.gettingSign, signal);
