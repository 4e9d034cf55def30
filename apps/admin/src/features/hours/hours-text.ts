import { HOURS_UI, rangesHours, type TimeRange } from '@furnace/contracts';

/** A day's ranges, times as the public site writes them: '9:00 AM - 12:00 PM, 1:00 PM - 4:00 PM'. */
export function rangesHoursText(ranges: TimeRange[]): string {
  return rangesHours(ranges) || 'Closed';
}

/** A resolved or special day: its ranges, 'Closed for {reason}', or 'Closed'. */
export function dayText(ranges: TimeRange[], reason: string | null) {
  if (ranges.length) return rangesHoursText(ranges);
  return reason ? HOURS_UI.closedFor(reason) : HOURS_UI.closed;
}
