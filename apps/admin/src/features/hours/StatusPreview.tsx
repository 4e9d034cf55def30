import { fetchStatusAt } from '@furnace/api-client';
import { Button, Field, describedBy, fieldClasses } from '@furnace/ui';
import type { HoursStatus } from '@furnace/contracts';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as Yup from 'yup';
import { museumToday } from '../../components/museum-time';
import { StatusText } from '../../components/StatusText';
import adminStyles from '../../app/admin.module.css';
import styles from './hours.module.css';

const HINT = 'Museum local time. Holidays, seasons and special days are taken into account.';
const BOTH = 'Choose both a date and a time.';

const previewSchema = Yup.object({
  date: Yup.string().required(BOTH),
  time: Yup.string().required(BOTH),
});

interface PreviewValues {
  date: string;
  time: string;
}

/**
 * "At this date and time visitors would see …": asks the API for the status at any moment
 * (GET /hours/status?at=), so a volunteer can check a change before the day comes.
 */
export function StatusPreview() {
  const [result, setResult] = useState<HoursStatus | null>(null);
  const [unavailable, setUnavailable] = useState(false);

  async function preview({ date, time }: PreviewValues) {
    setUnavailable(false);
    try {
      // No offset: the API reads it as the museum's wall clock.
      setResult(await fetchStatusAt(`${date}T${time}:00`));
    } catch (cause) {
      console.error(cause);
      setResult(null);
      setUnavailable(true);
    }
  }

  return (
    <section className={adminStyles['admin-panel']} aria-labelledby="preview-title">
      <h2 id="preview-title">Preview what visitors see</h2>
      <Formik<PreviewValues>
        initialValues={{ date: museumToday(), time: '10:00' }}
        validationSchema={previewSchema}
        validateOnChange={false}
        validateOnBlur={false}
        onSubmit={preview}
      >
        {({ errors, isSubmitting, getFieldProps }) => {
          const error =
            errors.date ||
            errors.time ||
            (unavailable ? 'The preview is not available right now.' : null);
          return (
            <>
              <Form className={styles['status-preview__form']}>
                <Field id="preview-date" label="Date" hint={HINT}>
                  <input
                    id="preview-date"
                    type="date"
                    {...getFieldProps('date')}
                    aria-describedby={describedBy('preview-date', HINT)}
                  />
                </Field>
                <Field id="preview-time" label="Time">
                  <input id="preview-time" type="time" {...getFieldProps('time')} />
                </Field>
                <Button type="submit" disabled={isSubmitting}>
                  Show what visitors would see
                </Button>
              </Form>
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
            </>
          );
        }}
      </Formik>
    </section>
  );
}
