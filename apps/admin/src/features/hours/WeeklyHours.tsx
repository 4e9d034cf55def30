import { fetchHoursWithRanges, setHoursRanges } from '@furnace/api-client';
import {
  HOURS_UI,
  MESSAGES,
  WEEKDAYS,
  rangesOf,
  type OpeningHoursRecord,
  type TimeRange,
  type Weekday,
} from '@furnace/contracts';
import { Button, LiveMessage, VisuallyHidden, fieldClasses } from '@furnace/ui';
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import { CHECKED_ON_SUBMIT } from '../../components/AdminForm';
import { ListPanel, useAdminList } from '../../components/AdminPage';
import { ConfirmButton } from '../../components/ConfirmButton';
import { isEditConflict, writeFailure } from '../../components/failure-text';
import { useEditing } from '../../components/useEditing';
import { dayText } from '@furnace/opening-hours';
import { emptyRange, rangesSchema, toApiRanges, toRangeValues } from './ranges-form';
import { RangesFields } from './RangesFields';
import adminStyles from '../../app/admin.module.css';
import styles from './hours.module.css';

/** The regular week's days as the API lists them (also the seasons' "start from"). */
export const fetchWeek = (signal?: AbortSignal) =>
  fetchHoursWithRanges(signal).then((answer) => answer.hours);

type WeekList = ReturnType<typeof useAdminList<OpeningHoursRecord>>;

/** The weekly opening hours with edit and delete per day, and the status line of docs/product.md §8. */
export function WeeklyHours() {
  const list = useAdminList('hours', fetchWeek, MESSAGES.fetchHoursFailed);

  return (
    <ListPanel
      title="Weekly opening hours"
      intro="Times are the museum's local time. A day without hours shows as Closed."
      list={list}
      loading="Loading hours…"
    >
      {() => (
        <ul className={styles['day-list']}>
          {WEEKDAYS.map((day) => (
            <DayRow key={day} day={day} list={list} />
          ))}
        </ul>
      )}
    </ListPanel>
  );
}

/** One weekday of the regular week: its ranges, or the form editing them (docs/product.md §5). */
function DayRow({ day, list }: { day: Weekday; list: WeekList }) {
  // The day as listed (a save's If-Match); Monday..Sunday even if the API leaves a closed day out.
  const shown = list.items?.find((h) => h.day_of_week === day);
  const ranges = shown ? rangesOf(shown) : [];
  // Focus follows the mode: into the first time field, back to Edit after (Escape leaves too).
  const { editing, setEditing, leave, button, area } = useEditing(false, true);

  /** One POST /hours/set (If-Match: the day as shown); after a 412 the list shows the other's. */
  async function save(next: TimeRange[] | null) {
    // Clearing (null: closed every week) uses the spec's form: both times null.
    const body = next ? { day, ranges: next } : { day, start_time: null, end_time: null };
    let conflict = false;
    const saved = await list.answers.run(
      day,
      () => setHoursRanges(body, shown),
      next ? MESSAGES.hoursUpdated : MESSAGES.hoursDeleted,
      (error) => {
        conflict = isEditConflict(error);
        const reason = (error instanceof Error && error.message) || MESSAGES.setHoursFallback;
        const failed = next ? MESSAGES.updateHoursFailed : MESSAGES.deleteHoursFailed;
        return writeFailure(error, `${failed} ${reason}`, 'hours');
      },
    );
    if (saved) await list.readAgain();
    else if (conflict) await list.reload();
    return saved;
  }

  // The same live region in both modes, so an answer that comes as the mode changes is read.
  return (
    <li className={styles['day-row']}>
      {editing ? (
        <Formik
          initialValues={{ ranges: ranges.length ? toRangeValues(ranges) : [emptyRange()] }}
          validationSchema={Yup.object({ ranges: rangesSchema })}
          {...CHECKED_ON_SUBMIT}
          onSubmit={async (values) => {
            if (await save(toApiRanges(values.ranges))) leave();
          }}
        >
          {({ isSubmitting }) => (
            <Form ref={area} className={styles['day-row__form']} aria-label={`${day} hours`}>
              <span className={styles['day-row__day']}>{day}</span>
              <span className={styles['day-row__inputs']}>
                <RangesFields
                  name="ranges"
                  idPrefix={`hours-${day}`}
                  label={day}
                  errorHint={`To close the museum on ${day}, use Delete instead.`}
                />
                <span className={fieldClasses.hint}>{HOURS_UI.lunchBreakHint}</span>
              </span>
              <span className={`${adminStyles['button-row']} ${styles['button-row']}`}>
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? 'Saving…' : 'Save'}
                </Button>
                <Button variant="secondary" onClick={leave}>
                  Cancel
                </Button>
              </span>
            </Form>
          )}
        </Formik>
      ) : (
        <>
          <span className={styles['day-row__day']}>{day}</span>
          <span className={styles['day-row__hours']} data-testid={`hours-${day}`}>
            {dayText(ranges)}
          </span>
          <span className={`${adminStyles['button-row']} ${styles['day-row__actions']}`}>
            <Button ref={button} variant="secondary" onClick={() => setEditing(true)}>
              Edit<VisuallyHidden> {day} hours</VisuallyHidden>
            </Button>
            {ranges.length > 0 && (
              <ConfirmButton
                question={`Close the museum every ${day}? This clears ${day}'s hours.`}
                confirmLabel={`Yes, clear ${day}`}
                onConfirm={async () => {
                  await save(null);
                  button.current?.focus();
                }}
              >
                Delete<VisuallyHidden> {day} hours</VisuallyHidden>
              </ConfirmButton>
            )}
          </span>
        </>
      )}
      <LiveMessage
        className={styles['day-row__answer']}
        message={list.answers.place === day ? list.answers.message : null}
      />
    </li>
  );
}
