import {
  ERRORS,
  HOURS_FETCH_RETRIES,
  HOURS_FETCH_RETRY_DELAY_MS,
  type HoursStatus,
} from '@furnace/contracts';
import { getJson } from '../shared/http';

/** GET /hours/status with the spec's retries (docs/product.md §4); an abort stops them. */
export async function fetchHoursStatus(signal?: AbortSignal): Promise<HoursStatus> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await getJson<HoursStatus>('/hours/status', ERRORS.gettingHours, signal);
    } catch (error) {
      if (signal?.aborted || attempt >= HOURS_FETCH_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, HOURS_FETCH_RETRY_DELAY_MS));
    }
  }
}
