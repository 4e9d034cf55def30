import { HOURS_UI, formatTime12h, type TimeRange } from '@furnace/contracts';

/** A day's ranges, times as the public site writes them: '9:00 AM - 12:00 PM, 1:00 PM - 4:00 PM'. */
export function rangesHoursText(ranges: TimeRange[]): string {
  if (!ranges.length) return 'Closed';
  return ranges
    .map((range) => `${formatTime12h(range.open_time)} - ${formatTime12h(range.close_time)}`)
    .join(', ');
}

/** A resolved or special day: its ranges, 'Closed for {reason}', or 'Closed'. */
export function dayText(ranges: TimeRange[], reason: string | null) {
  if (ranges.length) return rangesHoursText(ranges);
  return reason ? HOURS_UI.closedFor(reason) : HOURS_UI.closed;
}
