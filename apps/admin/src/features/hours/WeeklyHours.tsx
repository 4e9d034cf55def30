import { fetchHoursWithRanges, setHoursRanges } from '@furnace/api-client';
import { LiveMessage, fieldClasses, success } from '@furnace/ui';
import {
  MESSAGES,
  WEEKDAYS,
  rangesOf,
  type OpeningHoursRecord,
  type TimeRange,
  type Weekday,
} from '@furnace/contracts';
import { DayRow } from './DayRow';
import styles from './hours.module.css';
import adminStyles from '../../app/admin.module.css';
import { isEditConflict, writeFailure } from '../../components/failure-text';
import { usePanelQuery } from './usePanelQuery';

/** Monday..Sunday with each day's ranges, even if the API leaves a closed day out. */
const allWeekdays = (records: OpeningHoursRecord[]) =>
  WEEKDAYS.map((day) => {
    const record = records.find((r) => r.day_of_week === day);
    return { day, ranges: record ? rangesOf(record) : [] };
  });

const reason = (error: unknown) =>
  (error instanceof Error && error.message) || MESSAGES.setHoursFallback;

/** The weekly opening hours with edit and delete per day, and the status line of docs/product.md §8. */
export function WeeklyHours({ onChanged }: { onChanged?: () => void }) {
  const {
    query: hours,
    reload,
    message,
    setMessage,
    answers,
  } = usePanelQuery('hours', fetchHoursWithRanges, MESSAGES.fetchHoursFailed);
  const records = hours.data ? allWeekdays(hours.data.hours) : null;

  /** One POST /hours/set; true when saved. After a 412 the list shows the other's hours. */
  async function write(day: Weekday, send: () => Promise<unknown>, done: string, failed: string) {
    setMessage(null);
    let conflict = false;
    const saved = await answers.run(day, send, null, (error) => {
      conflict = isEditConflict(error);
      return writeFailure(error, `${failed} ${reason(error)}`, 'hours');
    });
    if (saved || conflict) await reload();
    if (!saved) return false;
    onChanged?.();
    answers.show(day, success(done));
    return true;
  }
  // Up to 4 ranges a day; If-Match: the day as this page shows it (docs/api.md "Editing the same
  // record at once"). Clearing uses the spec's form: both times null.
  const shown = (day: Weekday) => hours.data?.hours.find((h) => h.day_of_week === day);
  const save = (day: Weekday, ranges: TimeRange[]) =>
    write(
      day,
      () => setHoursRanges({ day, ranges }, shown(day)),
      MESSAGES.hoursUpdated,
      MESSAGES.updateHoursFailed,
    );
  const clear = (day: Weekday) =>
    write(
      day,
      () => setHoursRanges({ day, start_time: null, end_time: null }, shown(day)),
      MESSAGES.hoursDeleted,
      MESSAGES.deleteHoursFailed,
    );

  return (
    <section className={adminStyles['admin-panel']} aria-labelledby="weekly-hours-title">
      <h2 id="weekly-hours-title">Weekly opening hours</h2>
      <p className={fieldClasses.hint}>
        Times are the museum&apos;s local time. A day without hours shows as Closed.
      </p>
      <LiveMessage message={message} />
      {records === null ? (
        hours.loading && <p aria-busy="true">Loading hours…</p>
      ) : (
        <ul className={styles['day-list']}>
          {records.map(({ day, ranges }) => (
            <DayRow
              key={day}
              day={day}
              ranges={ranges}
              message={answers.place === day ? answers.message : null}
              onSave={save}
              onClear={clear}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
