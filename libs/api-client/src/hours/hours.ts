import { ERRORS, type HoursStatus } from '@furnace/contracts';
import { getJson } from '../shared/http';

export const fetchHoursStatus = (signal?: AbortSignal) =>
  getJson<HoursStatus>('/hours/status', ERRORS.gettingHours, signal);
