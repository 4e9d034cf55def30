import { EVENTS_PUBLIC, type SignPage } from '@furnace/contracts';
import { getJson } from '../shared/http';

export const fetchSign = (name: string, signal?: AbortSignal) =>
  getJson<SignPage>(`/signs/${encodeURIComponent(name)}`, EVENTS_PUBLIC.gettingSign, signal);
