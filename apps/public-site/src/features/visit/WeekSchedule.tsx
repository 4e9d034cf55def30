import { visuallyHiddenClassName } from '@furnace/ui';
import {
  HOURS_UI,
  formatLongDate,
  type ScheduleDay,
  type WeekInForceResponse,
} from '@furnace/contracts';
import { dayText, monthDay, runDates, specialRuns } from './schedule-view';
import styles from './visit.module.css';

/** This week day by day (from the museum's today), the season in force, the special days ahead. */
export function WeekSchedule({
  days,
  week,
}: {
  days: ScheduleDay[];
  week: WeekInForceResponse | undefined;
}) {
  const runs = specialRuns(days);
  const season = week?.season;
  return (
    <>
      {season && (
        <p className={styles['season-line']} data-testid="season-in-force">
          {HOURS_UI.seasonInForce(
            season.name,
            formatLongDate(season.valid_from),
            formatLongDate(season.valid_through),
          )}
        </p>
      )}
      <table className={styles['week-table']} data-testid="week-schedule">
        <caption className={visuallyHiddenClassName}>{HOURS_UI.thisWeekTitle}</caption>
        <tbody>
          {days.slice(0, 7).map((day, index) => (
            <tr key={day.date} className={index === 0 ? styles['week-table__today'] : undefined}>
              <th scope="row">
                {day.weekday}
                <time className={styles['week-table__date']} dateTime={day.date}>
                  {index === 0 ? `${HOURS_UI.today}, ` : ''}
                  {monthDay(day.date)}
                </time>
              </th>
              <td>
                {dayText(day)}
                {day.note && <span className={styles['week-table__note']}>{day.note}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{HOURS_UI.specialDaysAheadTitle}</h3>
      {runs.length === 0 ? (
        <p>{HOURS_UI.noSpecialDaysAhead}</p>
      ) : (
        <ul className={styles['special-list']} data-testid="special-days-ahead">
          {runs.map((run) => (
            <li key={run.from}>
              <strong>{runDates(run)}</strong>: {run.text}
              {run.note ? ` (${run.note})` : ''}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The week's place, empty, while the schedule is on its way: nothing under it moves later. */
export function WeekSchedulePending() {
  return (
    <div aria-busy="true">
      <table className={styles['week-table']} aria-hidden="true">
        <tbody>
          {Array.from({ length: 7 }, (_, index) => (
            <tr key={index}>
              <th scope="row">
                &nbsp;<span className={styles['week-table__date']}>&nbsp;</span>
              </th>
              <td>&nbsp;</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{HOURS_UI.specialDaysAheadTitle}</h3>
      <p>&nbsp;</p>
    </div>
  );
}

/** A table of row headings and values: the admission prices, the published hours. */
export function DataTable({ caption, rows }: { caption: string; rows: [string, string][] }) {
  return (
    <table className={styles['data-table']}>
      <caption className={visuallyHiddenClassName}>{caption}</caption>
      <tbody>
        {rows.map(([heading, value]) => (
          <tr key={heading}>
            <th scope="row">{heading}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** docs/product.md §9: the published weekly hours, for when the live schedule cannot load. */
export const DEFAULT_HOURS: [day: string, hours: string][] = [
  ['Monday', 'Closed'],
  ['Tuesday', 'Closed'],
  ['Wednesday', 'Closed'],
  ['Thursday', 'Closed'],
  ['Friday', '9:00 AM – 4:00 PM'],
  ['Saturday', '9:00 AM – 4:00 PM'],
  ['Sunday', '12:00 PM – 4:00 PM'],
];
