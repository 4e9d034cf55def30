import { formatTime12h, type OpeningHoursRecord } from '@furnace/contracts';

const padded = { padHours: true };

/** 'hh:mm AM - hh:mm PM' for an open day, 'Closed' otherwise (docs/product.md §2). */
export function dayHoursText(record: Pick<OpeningHoursRecord, 'open_time' | 'close_time'>): string {
  if (!record.open_time || !record.close_time) return 'Closed';
  return `${formatTime12h(record.open_time, padded)} - ${formatTime12h(record.close_time, padded)}`;
}

/** A time input's HH:MM as the API wants it: HH:MM plus ':00' (docs/product.md §5). */
export const toApiTime = (inputValue: string) => `${inputValue}:00`;

/** The API's HH:MM:SS as a time input's value (HH:MM). */
export const toInputTime = (apiTime: string | null) => (apiTime ? apiTime.slice(0, 5) : '');
