import { fetchStatusAt } from '@furnace/api-client';
import { Button, Field, describedBy, fieldClasses } from '@furnace/ui';
import type { HoursStatus } from '@furnace/contracts';
import { useState } from 'react';
import { todayIso } from '@furnace/contracts';
import adminStyles from '../../app/admin.module.css';
import styles from './hours.module.css';

const HINT = 'Museum local time. Holidays are taken into account.';

/**
 * "At this date and time visitors would see …": asks the API for the status at any moment
 * (GET /hours/status?at=), so a volunteer can check a change before the day comes.
 */
export function StatusPreview() {
  const [date, setDate] = useState(todayIso());
  const [time, setTime] = useState('10:00');
  const [result, setResult] = useState<HoursStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  return (
    <section className={adminStyles['admin-panel']} aria-labelledby="preview-title">
      <h2 id="preview-title">Preview what visitors see</h2>
      <form
        className={styles['status-preview__form']}
        onSubmit={async (event) => {
          event.preventDefault();
          if (!date || !time) {
            setError('Choose both a date and a time.');
            return;
          }
          setBusy(true);
          setError(null);
          try {
            // No offset: the API reads it as the museum's wall clock.
            setResult(await fetchStatusAt(`${date}T${time}:00`));
          } catch (cause) {
            console.error(cause);
            setResult(null);
            setError('The preview is not available right now.');
          } finally {
            setBusy(false);
          }
        }}
      >
        <Field id="preview-date" label="Date" hint={HINT}>
          <input
            id="preview-date"
            type="date"
            value={date}
            aria-describedby={describedBy('preview-date', HINT)}
            onChange={(e) => setDate(e.target.value)}
          />
        </Field>
        <Field id="preview-time" label="Time">
          <input
            id="preview-time"
            type="time"
            value={time}
            onChange={(e) => setTime(e.target.value)}
          />
        </Field>
        <Button type="submit" disabled={busy}>
          Show what visitors would see
        </Button>
      </form>
      <div role="status">
        {result && (
          <p>
            At this date and time visitors would see:{' '}
            <strong
              className={
                result.status === 'OPEN' ? styles['status--open'] : styles['status--closed']
              }
            >
              {result.status === 'OPEN' ? 'OPEN' : 'CLOSED'}: {result.message}
            </strong>
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className={fieldClasses.error}>
          {error}
        </p>
      )}
    </section>
  );
}
