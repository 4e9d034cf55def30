import { HOURS_UI, formatTime12h, type OpeningHoursRecord } from '@furnace/contracts';

/** '9:00 AM - 4:00 PM' for an open day (as the public site writes times), 'Closed' otherwise. */
export function dayHoursText(record: Pick<OpeningHoursRecord, 'open_time' | 'close_time'>): string {
  if (!record.open_time || !record.close_time) return 'Closed';
  return `${formatTime12h(record.open_time)} - ${formatTime12h(record.close_time)}`;
}

/** A time input's HH:MM as the API wants it: HH:MM plus ':00' (docs/product.md §5). */
export const toApiTime = (inputValue: string) => `${inputValue}:00`;

/** The API's HH:MM:SS as a time input's value (HH:MM). */
export const toInputTime = (apiTime: string | null) => (apiTime ? apiTime.slice(0, 5) : '');

/** A day's ranges in the admin's style: '9:00 AM - 12:00 PM, 1:00 PM - 4:00 PM', or 'Closed'. */
export function rangesHoursText(ranges: { open_time: string; close_time: string }[]): string {
  if (!ranges.length) return 'Closed';
  return ranges.map((range) => dayHoursText(range)).join(', ');
}

/** A resolved or special day: its ranges, 'Closed for {reason}', or 'Closed'. */
export function dayText(
  ranges: { open_time: string; close_time: string }[],
  reason: string | null,
) {
  if (ranges.length) return rangesHoursText(ranges);
  return reason ? HOURS_UI.closedFor(reason) : HOURS_UI.closed;
}
