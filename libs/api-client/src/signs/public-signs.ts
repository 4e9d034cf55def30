import { EVENTS_PUBLIC, type SignPage } from '@furnace/contracts';
import { getJsonOr } from '../shared/http';

/** A QR sign as the public reads it (GET /api/v1/signs/{name}): what its page shows above the PDF. */
export type PublicSign = SignPage;

/** GET /signs/{name} (public): the sign's title and summary, or null when there is no such sign. */
export function fetchSign(name: string, signal?: AbortSignal): Promise<PublicSign | null> {
  const path = `/signs/${encodeURIComponent(name)}`;
  return getJsonOr<PublicSign, null>(path, EVENTS_PUBLIC.gettingSign, null, signal);
}
