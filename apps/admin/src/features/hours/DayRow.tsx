import type { OpeningHoursRecord, Weekday } from '@furnace/contracts';
import { Button, VisuallyHidden, fieldClasses } from '@furnace/ui';
import { useEffect, useRef, useState } from 'react';
import { ConfirmButton } from '../../components/ConfirmButton';
import { useEscapeKey } from '../../components/useEscapeKey';
import { dayHoursText, toInputTime } from './hours-text';
import adminStyles from '../../app/admin.module.css';
import styles from './hours.module.css';

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
  const [opens, setOpens] = useState('');
  const [closes, setCloses] = useState('');
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
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

  const startEditing = () => {
    setOpens(toInputTime(record.open_time));
    setCloses(toInputTime(record.close_time));
    setMissing(false);
    setEditing(true);
  };
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
      <form
        ref={form}
        className={styles['day-row__form']}
        aria-label={`${day} hours`}
        onSubmit={async (event) => {
          event.preventDefault();
          // docs/product.md §5: save only when both times are filled.
          if (!opens || !closes) {
            setMissing(true);
            return;
          }
          setSaving(true);
          const saved = await onSave(day, opens, closes);
          setSaving(false);
          if (saved) stopEditing();
        }}
      >
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
              value={opens}
              aria-describedby={missing ? ids.hint : undefined}
              aria-invalid={missing && !opens}
              onChange={(e) => setOpens(e.target.value)}
            />
          </span>
          <span className={fieldClasses.field}>
            <label htmlFor={ids.closes} className={fieldClasses.label}>
              Closes
            </label>
            <input
              id={ids.closes}
              type="time"
              value={closes}
              aria-describedby={missing ? ids.hint : undefined}
              aria-invalid={missing && !closes}
              onChange={(e) => setCloses(e.target.value)}
            />
          </span>
        </span>
        <span className={`${adminStyles['button-row']} ${styles['button-row']}`}>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
          <Button variant="secondary" onClick={stopEditing}>
            Cancel
          </Button>
        </span>
        {missing && (
          <p id={ids.hint} className={`${fieldClasses.error} ${styles['day-row__missing']}`}>
            Enter both an opening and a closing time. To close the museum on {day}, use Delete
            instead.
          </p>
        )}
      </form>
    </li>
  );
}
