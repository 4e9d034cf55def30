import { fetchSchedule, useApiQuery } from '@furnace/api-client';
import { HOURS_UI, type ScheduleDay } from '@furnace/contracts';
import { fieldClasses } from '@furnace/ui';
import { dayText } from '@furnace/opening-hours';
import { loadFailureText } from '../../components/failure-text';
import adminStyles from '../../app/admin.module.css';
import styles from './hours.module.css';

const SHORT_DATE = { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' } as const;

const sourceText = (day: ScheduleDay) =>
  day.source === 'special'
    ? HOURS_UI.sourceSpecial
    : day.source === 'season' && day.season
      ? HOURS_UI.sourceSeason(day.season)
      : HOURS_UI.sourceRegular;

/** The next 14 days as the API resolves them, read again after every save on the page. */
export function ScheduleStrip() {
  const schedule = useApiQuery('schedule-strip', (signal) => fetchSchedule({ days: 14 }, signal));
  return (
    <section className={adminStyles['admin-panel']} aria-labelledby="strip-title">
      <h2 id="strip-title">{HOURS_UI.stripTitle}</h2>
      {schedule.error !== undefined && !schedule.data ? (
        <p className={fieldClasses.error}>
          {loadFailureText(schedule.error, HOURS_UI.stripFailed)}
        </p>
      ) : !schedule.data ? (
        <p aria-busy="true">Loading the next 14 days…</p>
      ) : (
        <ol className={styles.strip} data-testid="schedule-strip">
          {schedule.data.days.map((day) => (
            <li
              key={day.date}
              className={`${styles.strip__day} ${day.ranges.length ? '' : styles['strip__day--closed']}`}
            >
              <time className={styles.strip__date} dateTime={day.date}>
                {new Date(day.date).toLocaleDateString('en-US', SHORT_DATE)}
              </time>
              <span>{dayText(day.ranges, day.closed_reason)}</span>
              {day.note && <span>{day.note}</span>}
              <span className={styles.strip__source}>{sourceText(day)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
