import { EVENTS_PUBLIC, type SignPage } from '@furnace/contracts';
import { getJsonOr } from '../shared/http';

export const fetchSign = (name: string, signal?: AbortSignal) =>
  getJsonOr<SignPage, null>(
    `/signs/${encodeURIComponent(name)}`,
    EVENTS_PUBLIC.gettingSign,
    null,
    signal,
  );
