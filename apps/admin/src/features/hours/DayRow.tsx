import { HOURS_UI, type TimeRange, type Weekday } from '@furnace/contracts';
import { Button, LiveMessage, VisuallyHidden, fieldClasses, type Message } from '@furnace/ui';
import { Form, Formik } from 'formik';
import { CHECKED_ON_SUBMIT } from '../../components/AdminForm';
import { ConfirmButton } from '../../components/ConfirmButton';
import { useEditing } from '../../components/useEditing';
import { dayText } from './hours-text';
import * as Yup from 'yup';
import { emptyRange, rangesSchema, toApiRanges, toRangeValues } from './ranges-form';
import { RangesFields } from './RangesFields';
import adminStyles from '../../app/admin.module.css';
import styles from './hours.module.css';

interface DayRowProps {
  day: Weekday;
  ranges: TimeRange[];
  message: Message | null;
  /** `null` clears the day (closed every week). */
  onSave: (day: Weekday, ranges: TimeRange[] | null) => Promise<boolean>;
}

/** One weekday of the regular week: its ranges, or the form editing them (docs/product.md §5). */
export function DayRow({ day, ranges, message, onSave }: DayRowProps) {
  // Focus follows the mode: into the first time field, back to Edit after (Escape leaves too).
  const { editing, setEditing, leave, button, area } = useEditing(false, true);

  // The same live region in both modes, so an answer that comes as the mode changes is read.
  return (
    <li className={styles['day-row']}>
      {editing ? (
        <Formik
          initialValues={{ ranges: ranges.length ? toRangeValues(ranges) : [emptyRange()] }}
          validationSchema={Yup.object({ ranges: rangesSchema })}
          {...CHECKED_ON_SUBMIT}
          onSubmit={async (values) => {
            if (await onSave(day, toApiRanges(values.ranges))) leave();
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
                  await onSave(day, null);
                  button.current?.focus();
                }}
              >
                Delete<VisuallyHidden> {day} hours</VisuallyHidden>
              </ConfirmButton>
            )}
          </span>
        </>
      )}
      <LiveMessage className={styles['day-row__answer']} message={message} />
    </li>
  );
}
