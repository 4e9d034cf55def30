import {
  ERRORS,
  HOURS_FETCH_RETRIES,
  HOURS_FETCH_RETRY_DELAY_MS,
  type HoursListResponse,
  type HoursStatus,
} from '@furnace/contracts';
import { getJson } from './http';
import { withRetry } from './retry';

/** GET /hours/status with the spec's retry: 5 tries, 250 ms apart (SPEC section 4). */
export function fetchHoursStatus(): Promise<HoursStatus> {
  return withRetry(
    () => getJson<HoursStatus>('/hours/status', ERRORS.gettingHours),
    HOURS_FETCH_RETRIES,
    HOURS_FETCH_RETRY_DELAY_MS,
  );
}

export function fetchHours(): Promise<HoursListResponse> {
  return getJson<HoursListResponse>('/hours', ERRORS.gettingHours);
}
