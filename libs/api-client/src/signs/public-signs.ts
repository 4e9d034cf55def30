import { EVENTS_PUBLIC, type SignPage } from '@furnace/contracts';
import { getJsonOr } from '../shared/http';

/** GET /signs/{name} (public): the sign's title and summary, or null when there is no such sign. */
export const fetchSign = (name: string, signal?: AbortSignal) =>
  getJsonOr<SignPage, null>(
    `/signs/${encodeURIComponent(name)}`,
    EVENTS_PUBLIC.gettingSign,
    null,
    signal,
  );
