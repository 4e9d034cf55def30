import {
  ERRORS,
  HOURS_FETCH_RETRIES,
  HOURS_FETCH_RETRY_DELAY_MS,
  type HoursStatus,
} from '@furnace/contracts';
import { getJson } from '../shared/http';

export const fetchHoursStatus = (signal?: AbortSignal) =>
  getJson<HoursStatus>('/hours/status', ERRORS.gettingHours, signal);

/** useApiQuery's options for GET /hours/status: the spec's retries (docs/product.md §4). */
export const HOURS_STATUS_TRIES = {
  retry: HOURS_FETCH_RETRIES - 1,
  retryDelay: HOURS_FETCH_RETRY_DELAY_MS,
};
