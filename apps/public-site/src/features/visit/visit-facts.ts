import type { OpeningHoursRecord } from '@furnace/contracts';

/** docs/product.md §9: admission. */
export const ADMISSION = [
  { label: 'Regular (ages 12-64)', price: '$8.00' },
  { label: 'Youth (ages 2-11)', price: '$4.00' },
  { label: 'Reduced (65 and over, and motor club members)', price: '$7.00' },
  { label: 'Children (2 and under)', price: 'Free' },
] as const;

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

/** docs/product.md §9: guided tour start times. */
export const TOUR_TIMES = [
  { days: 'Friday and Saturday', times: ['9:30 AM', '11:00 AM', '12:30 PM', '2:00 PM'] },
  { days: 'Sunday', times: ['12:30 PM', '2:30 PM'] },
] as const;
