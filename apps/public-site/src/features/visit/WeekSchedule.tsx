import { visuallyHiddenClassName } from '@furnace/ui';
import {
  HOURS_UI,
  formatLongDate,
  type ScheduleDay,
  type WeekInForceResponse,
} from '@furnace/contracts';
import { dayText, monthDay, runDates, specialRuns } from './schedule-view';
import pageStyles from '../../components/page/page.module.css';
import styles from './visit.module.css';

interface WeekScheduleProps {
  /** GET /hours/schedule from today (the first day is the museum's today). */
  days: ScheduleDay[];
  /** GET /hours/week: the season in force, if any. */
  week: WeekInForceResponse | undefined;
}

/**
 * "Public site": this week day by day with its dates, the season in force and its dates,
 * and the special days of the next 8 weeks, all as GET /hours/schedule resolved them.
 */
export function WeekSchedule({ days, week }: WeekScheduleProps) {
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
      <table
        className={`${pageStyles['data-table']} ${styles['week-table']}`}
        data-testid="week-schedule"
      >
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

/**
 * The week's place while GET /hours/schedule is on its way: the same table (seven rows, two lines
 * each) and the heading below it, empty, so nothing under it moves when the days arrive.
 */
export function WeekSchedulePending() {
  return (
    <div aria-busy="true">
      <table className={`${pageStyles['data-table']} ${styles['week-table']}`} aria-hidden="true">
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
