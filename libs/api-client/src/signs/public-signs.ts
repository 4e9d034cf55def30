import { EVENTS_PUBLIC, type SignPage } from '@furnace/contracts';
import { getJsonOr } from '../shared/http';

/** A QR sign as the public reads it (GET /api/v1/signs/{name}): what its page shows above the PDF. */
export type PublicSign = SignPage;

/** GET /signs/{name} (public): the sign's title and summary, or null when there is no such sign. */
export const fetchSign = (name: string, signal?: AbortSignal) =>
  getJsonOr<PublicSign, null>(
    `/signs/${encodeURIComponent(name)}`,
    EVENTS_PUBLIC.gettingSign,
    null,
    signal,
  );
