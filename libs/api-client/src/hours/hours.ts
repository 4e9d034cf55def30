import {
  ERRORS,
  HOURS_FETCH_RETRIES,
  HOURS_FETCH_RETRY_DELAY_MS,
  type HoursStatus,
} from '@furnace/contracts';
import { getJson } from '../shared/http';
import { withRetry } from '../shared/retry';

/** GET /hours/status with the spec's retry: 5 tries, 250 ms apart (docs/product.md §4). */
export function fetchHoursStatus(signal?: AbortSignal): Promise<HoursStatus> {
  return withRetry(
    () => getJson<HoursStatus>('/hours/status', ERRORS.gettingHours, signal),
    HOURS_FETCH_RETRIES,
    HOURS_FETCH_RETRY_DELAY_MS,
    signal,
  );
}
