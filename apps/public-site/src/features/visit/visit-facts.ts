import type { OpeningHoursRecord } from '@furnace/contracts';

/** docs/product.md §9: the museum hours, shown when the live hours cannot be loaded. */
export const DEFAULT_HOURS: OpeningHoursRecord[] = [
  { day_of_week: 'Monday', open_time: null, close_time: null },
  { day_of_week: 'Tuesday', open_time: null, close_time: null },
  { day_of_week: 'Wednesday', open_time: null, close_time: null },
  { day_of_week: 'Thursday', open_time: null, close_time: null },
  { day_of_week: 'Friday', open_time: '09:00:00', close_time: '16:00:00' },
  { day_of_week: 'Saturday', open_time: '09:00:00', close_time: '16:00:00' },
  { day_of_week: 'Sunday', open_time: '12:00:00', close_time: '16:00:00' },
];
