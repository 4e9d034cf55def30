import {
  HOURS_UI,
  MONTH_NAMES,
  formatLongDate,
  formatTime12h,
  type ScheduleDay,
  type TimeRange,
} from '@furnace/contracts';

/** How many days of GET /hours/schedule the visit page reads: 8 weeks of special days, 60 for JSON-LD. */
export const VISIT_SCHEDULE_DAYS = 60;
const SPECIAL_DAYS_AHEAD = 56;

/** '9:00 AM – 12:00 PM, 1:00 PM – 4:00 PM' (the visit table's style), or '' for none. */
export function rangesText(ranges: TimeRange[]): string {
  return ranges
    .map((range) => `${formatTime12h(range.open_time)} – ${formatTime12h(range.close_time)}`)
    .join(', ');
}

/** 'November 24' of a YYYY-MM-DD (read field by field, never through Date: no zone shift). */
export function monthDay(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${MONTH_NAMES[month - 1]} ${day}`;
}

/** What a resolved day says in a list: its ranges, or closed with the reason. */
export function dayText(day: Pick<ScheduleDay, 'ranges' | 'closed_reason'>): string {
  if (day.ranges.length) return rangesText(day.ranges);
  return day.closed_reason ? HOURS_UI.closedFor(day.closed_reason) : HOURS_UI.closed;
}

export interface SpecialRun {
  from: string;
  through: string;
  text: string;
  note: string | null;
}

const sameRanges = (a: TimeRange[], b: TimeRange[]) =>
  a.length === b.length &&
  a.every((r, i) => r.open_time === b[i].open_time && r.close_time === b[i].close_time);

/** The special days of the next 8 weeks, consecutive days alike folded into one run. */
export function specialRuns(days: ScheduleDay[]): SpecialRun[] {
  const runs: (SpecialRun & { last: ScheduleDay })[] = [];
  for (const day of days.slice(0, SPECIAL_DAYS_AHEAD)) {
    if (day.source !== 'special') continue;
    const previous = runs[runs.length - 1];
    const follows =
      previous &&
      days.indexOf(previous.last) === days.indexOf(day) - 1 &&
      previous.last.closed_reason === day.closed_reason &&
      previous.last.note === day.note &&
      sameRanges(previous.last.ranges, day.ranges);
    if (follows) {
      previous.through = day.date;
      previous.last = day;
    } else
      runs.push({
        from: day.date,
        through: day.date,
        text: dayText(day),
        note: day.note,
        last: day,
      });
  }
  return runs.map(({ last: _last, ...run }) => run);
}

/** 'Thursday, December 24, 2026', or a run '… to Saturday, December 26, 2026'. */
export function runDates(run: Pick<SpecialRun, 'from' | 'through'>): string {
  const from = formatLongDate(run.from, { weekday: true });
  return run.from === run.through
    ? from
    : `${from} to ${formatLongDate(run.through, { weekday: true })}`;
}
