import { fetchHoursWithRanges, setHoursRanges } from '@furnace/api-client';
import {
  MESSAGES,
  WEEKDAYS,
  rangesOf,
  type OpeningHoursRecord,
  type SetHoursPayload,
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

/** The weekly opening hours with edit and delete per day, and the status line of docs/product.md §8. */
export function WeeklyHours() {
  const list = useAdminList('hours', fetchWeek, MESSAGES.fetchHoursFailed);
  const { reload, answers } = list;

  /** One POST /hours/set (If-Match: the day as shown); after a 412 the list shows the other's. */
  async function save(day: Weekday, ranges: TimeRange[] | null) {
    // Clearing (null) uses the spec's form: both times null.
    const body: SetHoursPayload = ranges
      ? { day, ranges }
      : { day, start_time: null, end_time: null };
    const [done, failed] = ranges
      ? [MESSAGES.hoursUpdated, MESSAGES.updateHoursFailed]
      : [MESSAGES.hoursDeleted, MESSAGES.deleteHoursFailed];
    let conflict = false;
    const shown = list.items?.find((h) => h.day_of_week === day);
    const saved = await answers.run(
      day,
      () => setHoursRanges(body, shown),
      done,
      (error) => {
        conflict = isEditConflict(error);
        const reason = (error instanceof Error && error.message) || MESSAGES.setHoursFallback;
        return writeFailure(error, `${failed} ${reason}`, 'hours');
      },
    );
    if (saved) await list.readAgain();
    else if (conflict) await reload();
    return saved;
  }

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
            />
          ))}
        </ul>
      )}
    </ListPanel>
  );
}
