import { HOURS_UI, rangesHours, type TimeRange } from '@furnace/contracts';

/** A day's ranges as the public site writes them ('9:00 AM - 12:00 PM'), else 'Closed for {reason}' or 'Closed'. */
export const dayText = (ranges: TimeRange[], reason: string | null = null) =>
  rangesHours(ranges) || (reason ? HOURS_UI.closedFor(reason) : HOURS_UI.closed);
