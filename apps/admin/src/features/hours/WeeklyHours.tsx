import { fetchHoursWithRanges, setHoursRanges } from '@furnace/api-client';
import { success } from '@furnace/ui';
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
import { ListPanel, useAdminList } from '../../components/AdminPage';
import { isEditConflict, writeFailure } from '../../components/failure-text';

/** The regular week's days as the API lists them (also the seasons' "start from"). */
export const fetchWeek = (signal?: AbortSignal) =>
  fetchHoursWithRanges(signal).then((answer) => answer.hours);

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
  const list = useAdminList('hours', fetchWeek, MESSAGES.fetchHoursFailed);
  const { reload, answers } = list;

  /** One POST /hours/set; true when saved. After a 412 the list shows the other's hours. */
  async function write(day: Weekday, send: () => Promise<unknown>, done: string, failed: string) {
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
  const shown = (day: Weekday) => list.items?.find((h) => h.day_of_week === day);
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
    <ListPanel
      title="Weekly opening hours"
      intro="Times are the museum's local time. A day without hours shows as Closed."
      list={list}
      loading="Loading hours…"
    >
      {(hours) => (
        <ul className={styles['day-list']}>
          {allWeekdays(hours).map(({ day, ranges }) => (
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
    </ListPanel>
  );
}
