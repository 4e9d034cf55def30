import { fetchStatusAt } from '@furnace/api-client';
import { Button, Field, describedBy, fieldClasses } from '@furnace/ui';
import type { HoursStatus } from '@furnace/contracts';
import { startTransition, useActionState } from 'react';
import { museumToday } from '../../components/museum-time';
import { StatusText } from '../../components/StatusText';
import adminStyles from '../../app/admin.module.css';
import styles from './hours.module.css';

type Preview = { result: HoursStatus | null; error: string | null };
const HINT = 'Museum local time. Holidays, seasons and special days are taken into account.';

/** The status visitors would see at any moment (GET /hours/status?at=). */
export function StatusPreview() {
  const [{ result, error }, preview, busy] = useActionState(
    async (shown: Preview, form: FormData): Promise<Preview> => {
      const { date, time } = Object.fromEntries(form) as Record<string, string>;
      if (!date || !time) return { ...shown, error: 'Choose both a date and a time.' };
      try {
        // No offset: the API reads it as the museum's wall clock.
        return { result: await fetchStatusAt(`${date}T${time}:00`), error: null };
      } catch (cause) {
        console.error(cause);
        return { result: null, error: 'The preview is not available right now.' };
      }
    },
    { result: null, error: null },
  );

  return (
    <section className={adminStyles['admin-panel']} aria-labelledby="preview-title">
      <h2 id="preview-title">Preview what visitors see</h2>
      <form
        className={styles['status-preview__form']}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // Not the form's action, which would empty the fields chosen.
          const form = new FormData(event.currentTarget);
          startTransition(() => preview(form));
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
      {error && !busy && (
        <p role="alert" className={fieldClasses.error}>
          {error}
        </p>
      )}
    </section>
  );
}
