import { EVENTS_PUBLIC, type SignPage } from '@furnace/contracts';
import { ApiError, getJson } from './http';

/** A QR sign as the public reads it (GET /api/v1/signs/{name}): what its page shows above the PDF. */
export type PublicSign = SignPage;

/** GET /signs/{name} (public): the sign's title and summary, or null when there is no such sign. */
export async function fetchSign(name: string, signal?: AbortSignal): Promise<PublicSign | null> {
  try {
    return await getJson<PublicSign>(
      `/signs/${encodeURIComponent(name)}`,
      EVENTS_PUBLIC.gettingSign,
      signal,
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
