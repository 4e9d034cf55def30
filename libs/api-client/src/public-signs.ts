import { EVENTS_PUBLIC, type SignRecord } from '@furnace/contracts';
import { ApiError, getJson } from './http';

/** A QR sign as the public reads it (GET /api/v1/signs/{name}): what its page shows above the PDF. */
export interface PublicSign extends Pick<SignRecord, 'name' | 'pdf'> {
  title: string;
  /** A short text staff wrote about the place, plain text. */
  summary: string;
}

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
