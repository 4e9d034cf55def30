import type { OpeningHoursRecord, Weekday } from '@furnace/contracts';
import { Button, VisuallyHidden, fieldClasses } from '@furnace/ui';
import { Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import * as Yup from 'yup';
import { ConfirmButton } from '../../components/ConfirmButton';
import { useEscapeKey } from '../../components/useEscapeKey';
import { dayHoursText, toInputTime } from './hours-text';
import adminStyles from '../../app/admin.module.css';
import styles from './hours.module.css';

/** docs/product.md §5: hours are saved only when both the opening and the closing time are filled. */
const BOTH_TIMES = 'Enter both an opening and a closing time.';
const dayHoursSchema = Yup.object({
  opens: Yup.string().required(BOTH_TIMES),
  closes: Yup.string().required(BOTH_TIMES),
});

interface DayHoursValues {
  opens: string;
  closes: string;
}

interface DayRowProps {
  record: OpeningHoursRecord;
  /** Saves HH:MM times; resolves true when saved. */
  onSave: (day: Weekday, opens: string, closes: string) => Promise<boolean>;
  onClear: (day: Weekday) => Promise<boolean>;
}

/** One weekday: its hours, or in edit mode two time inputs with Save and Cancel. */
export function DayRow({ record, onSave, onClear }: DayRowProps) {
  const day = record.day_of_week;
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const opensInput = useRef<HTMLInputElement>(null);
  const focusAfterEdit = useRef(false);
  const form = useEscapeKey<HTMLFormElement>(() => stopEditing());

  // Focus follows the mode: into the first time field when editing starts, back to Edit after.
  useEffect(() => {
    if (editing) opensInput.current?.focus();
    else if (focusAfterEdit.current) {
      focusAfterEdit.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const startEditing = () => setEditing(true);
  const stopEditing = () => {
    focusAfterEdit.current = true;
    setEditing(false);
  };

  if (!editing) {
    return (
      <li className={styles['day-row']}>
        <span className={styles['day-row__day']}>{day}</span>
        <span className={styles['day-row__hours']} data-testid={`hours-${day}`}>
          {dayHoursText(record)}
        </span>
        <span
          className={`${adminStyles['button-row']} ${styles['button-row']} ${styles['day-row__actions']}`}
        >
          <Button ref={editButton} variant="secondary" onClick={startEditing}>
            Edit<VisuallyHidden> {day} hours</VisuallyHidden>
          </Button>
          {record.open_time && (
            <ConfirmButton
              question={`Close the museum every ${day}? This clears ${day}'s hours.`}
              confirmLabel={`Yes, clear ${day}`}
              onConfirm={async () => {
                await onClear(day);
                editButton.current?.focus();
              }}
            >
              Delete<VisuallyHidden> {day} hours</VisuallyHidden>
            </ConfirmButton>
          )}
        </span>
      </li>
    );
  }

  const ids = { opens: `opens-${day}`, closes: `closes-${day}`, hint: `hours-hint-${day}` };
  return (
    <li className={`${styles['day-row']} ${styles['day-row--editing']}`}>
      <Formik<DayHoursValues>
        initialValues={{
          opens: toInputTime(record.open_time),
          closes: toInputTime(record.close_time),
        }}
        validationSchema={dayHoursSchema}
        // Checked when Save is pressed; what was typed stays.
        validateOnChange={false}
        validateOnBlur={false}
        onSubmit={async ({ opens, closes }) => {
          if (await onSave(day, opens, closes)) stopEditing();
        }}
      >
        {({ errors, isSubmitting, getFieldProps }) => {
          const missing = Boolean(errors.opens || errors.closes);
          return (
            <Form ref={form} className={styles['day-row__form']} aria-label={`${day} hours`}>
              <span className={styles['day-row__day']}>{day}</span>
              <span className={styles['day-row__inputs']}>
                <span className={fieldClasses.field}>
                  <label htmlFor={ids.opens} className={fieldClasses.label}>
                    Opens
                  </label>
                  <input
                    ref={opensInput}
                    id={ids.opens}
                    type="time"
                    {...getFieldProps('opens')}
                    aria-describedby={missing ? ids.hint : undefined}
                    aria-invalid={Boolean(errors.opens)}
                  />
                </span>
                <span className={fieldClasses.field}>
                  <label htmlFor={ids.closes} className={fieldClasses.label}>
                    Closes
                  </label>
                  <input
                    id={ids.closes}
                    type="time"
                    {...getFieldProps('closes')}
                    aria-describedby={missing ? ids.hint : undefined}
                    aria-invalid={Boolean(errors.closes)}
                  />
                </span>
              </span>
              <span className={`${adminStyles['button-row']} ${styles['button-row']}`}>
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? 'Saving…' : 'Save'}
                </Button>
                <Button variant="secondary" onClick={stopEditing}>
                  Cancel
                </Button>
              </span>
              {missing && (
                <p id={ids.hint} className={`${fieldClasses.error} ${styles['day-row__missing']}`}>
                  {BOTH_TIMES} To close the museum on {day}, use Delete instead.
                </p>
              )}
            </Form>
          );
        }}
      </Formik>
    </li>
  );
}
