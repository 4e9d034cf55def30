import { MONTH_NAMES, formatLongDate, type ScheduleDay } from '@furnace/contracts';
import { dayText as hoursText } from '@furnace/opening-hours';

/** How many days of GET /hours/schedule the visit page reads: 8 weeks of special days, 60 for JSON-LD. */
export const VISIT_SCHEDULE_DAYS = 60;
const SPECIAL_DAYS_AHEAD = 56;

/** 'November 24' of a YYYY-MM-DD (read field by field, never through Date: no zone shift). */
export function monthDay(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${MONTH_NAMES[month - 1]} ${day}`;
}

/** What a resolved day says in a list: its ranges ('9:00 AM – 12:00 PM'), or closed with the reason. */
export const dayText = (day: Pick<ScheduleDay, 'ranges' | 'closed_reason'>) =>
  hoursText(day.ranges, day.closed_reason, '–');

/** The special days of the next 8 weeks, consecutive days alike folded into one run. */
export function specialRuns(days: ScheduleDay[]) {
  const runs: { from: string; through: string; text: string; note: string | null }[] = [];
  days.slice(0, SPECIAL_DAYS_AHEAD).forEach((day, index) => {
    if (day.source !== 'special') return;
    const run = runs.at(-1);
    const text = dayText(day);
    // The day before was special too, so it is the last run's last day.
    const follows = days[index - 1]?.source === 'special' && run;
    if (follows && run.text === text && run.note === day.note) run.through = day.date;
    else runs.push({ from: day.date, through: day.date, text, note: day.note });
  });
  return runs;
}

/** 'Thursday, December 24, 2026', or a run '… to Saturday, December 26, 2026'. */
export function runDates(run: { from: string; through: string }): string {
  const from = formatLongDate(run.from, { weekday: true });
  return run.from === run.through
    ? from
    : `${from} to ${formatLongDate(run.through, { weekday: true })}`;
}
