import { fetchStatusAt } from '@furnace/api-client';
import { Button, Field, describedBy, fieldClasses } from '@furnace/ui';
import type { HoursStatus } from '@furnace/contracts';
import { useState } from 'react';
import { museumToday } from '../../components/museum-time';
import { StatusText } from '../../components/StatusText';
import adminStyles from '../../app/admin.module.css';
import styles from './hours.module.css';

const HINT = 'Museum local time. Holidays, seasons and special days are taken into account.';

/** The status visitors would see at any moment (GET /hours/status?at=). */
export function StatusPreview() {
  const [result, setResult] = useState<HoursStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function preview(form: HTMLFormElement) {
    const { date, time } = Object.fromEntries(new FormData(form)) as Record<string, string>;
    if (!date || !time) return setError('Choose both a date and a time.');
    setError(null);
    setBusy(true);
    try {
      // No offset: the API reads it as the museum's wall clock.
      setResult(await fetchStatusAt(`${date}T${time}:00`));
    } catch (cause) {
      console.error(cause);
      setResult(null);
      setError('The preview is not available right now.');
    }
    setBusy(false);
  }

  return (
    <section className={adminStyles['admin-panel']} aria-labelledby="preview-title">
      <h2 id="preview-title">Preview what visitors see</h2>
      <form
        className={styles['status-preview__form']}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void preview(event.currentTarget);
        }}
      >
        <Field id="preview-date" label="Date" hint={HINT}>
          <input
            id="preview-date"
            name="date"
            type="date"
            defaultValue={museumToday()}
            aria-describedby={describedBy('preview-date', HINT)}
          />
        </Field>
        <Field id="preview-time" label="Time">
          <input id="preview-time" name="time" type="time" defaultValue="10:00" />
        </Field>
        <Button type="submit" disabled={busy}>
          Show what visitors would see
        </Button>
      </form>
      <div role="status">
        {result && (
          <p>
            At this date and time visitors would see: <StatusText status={result} />
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
