import { setHoliday } from '@furnace/api-client';
import { Button, Field, describedBy, failure, success, type Message } from '@furnace/ui';
import { MESSAGES, payloadField, setHolidaySchema } from '@furnace/contracts';
import { useFormik, type FormikErrors } from 'formik';
import { useRef, useState } from 'react';
import * as Yup from 'yup';
import styles from './holidays.module.css';
import { failureText } from '../../components/failure-text';

const DATE_HINT = 'Format: YYYY-MM-DD, for example 2026-12-25';
const DESCRIPTION_HINT =
  'On that day visitors see "Closed today for" followed by this, e.g. "Christmas Day".';
const DATE_FORMAT_MESSAGE = 'Enter the date as YYYY-MM-DD, for example 2026-12-25.';

/**
 * docs/product.md §5 "Holiday add": date and description both required (the spec's one text for
 * either), the date as YYYY-MM-DD.
 */
const holidaySchema = Yup.object({
  date: Yup.string()
    .trim()
    .required(MESSAGES.holidayFieldsRequired)
    .matches(/^\d{4}-\d{2}-\d{2}$/, DATE_FORMAT_MESSAGE),
  // The API's rule (at most 255 characters) with the spec's text for a missing one.
  description: payloadField(setHolidaySchema, 'description').required(
    MESSAGES.holidayFieldsRequired,
  ),
});

interface HolidayValues {
  date: string;
  description: string;
}

interface AddHolidayFormProps {
  onMessage: (message: Message | null) => void;
  onAdded: () => Promise<void>;
}

/**
 * Add Holiday as an in-page form (docs/product.md §10 replaces the spec's two prompts): date and description
 * are both required, with the spec's texts reported through the panel's alert region.
 */
export function AddHolidayForm({ onMessage, onAdded }: AddHolidayFormProps) {
  const [invalid, setInvalid] = useState<{ date?: boolean; description?: boolean }>({});
  const dateInput = useRef<HTMLInputElement>(null);
  const descriptionInput = useRef<HTMLInputElement>(null);
  const formik = useFormik<HolidayValues>({
    initialValues: { date: '', description: '' },
    validationSchema: holidaySchema,
    // Checked on submit only; the message goes to the panel's alert region, the typed text stays.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: add,
  });

  /** Reports the first problem the way the spec words it; true when there was one. */
  function reportInvalid(errors: FormikErrors<HolidayValues>) {
    const missing = {
      date: errors.date === MESSAGES.holidayFieldsRequired,
      description: errors.description === MESSAGES.holidayFieldsRequired,
    };
    if (missing.date || missing.description) {
      setInvalid(missing);
      onMessage(failure(MESSAGES.holidayFieldsRequired));
      (missing.date ? dateInput : descriptionInput).current?.focus();
      return true;
    }
    const wrong = errors.date ? 'date' : errors.description ? 'description' : null;
    if (wrong) {
      setInvalid({ [wrong]: true });
      onMessage(failure(errors[wrong] as string));
      (wrong === 'date' ? dateInput : descriptionInput).current?.focus();
      return true;
    }
    setInvalid({});
    return false;
  }

  async function add(values: HolidayValues) {
    const { date, description } = holidaySchema.cast(values);
    try {
      await setHoliday({ date, description });
    } catch (error) {
      console.error(error);
      onMessage(failure(failureText(error, MESSAGES.addHolidayFailed)));
      return;
    }
    formik.resetForm();
    await onAdded();
    onMessage(success(`Holiday added: ${date}, ${description}.`));
    dateInput.current?.focus();
  }

  return (
    <form
      className={styles['add-holiday']}
      aria-labelledby="add-holiday-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void formik.validateForm().then((errors) => {
          if (!reportInvalid(errors)) void formik.submitForm();
        });
      }}
    >
      <h3 id="add-holiday-title">Add Holiday</h3>
      <Field id="holiday-date" label="Date" hint={DATE_HINT}>
        <input
          ref={dateInput}
          id="holiday-date"
          type="text"
          autoComplete="off"
          {...formik.getFieldProps('date')}
          aria-invalid={Boolean(invalid.date)}
          aria-describedby={describedBy('holiday-date', DATE_HINT)}
        />
      </Field>
      <Field id="holiday-description" label="Description" hint={DESCRIPTION_HINT}>
        <input
          ref={descriptionInput}
          id="holiday-description"
          type="text"
          {...formik.getFieldProps('description')}
          aria-invalid={Boolean(invalid.description)}
          aria-describedby={describedBy('holiday-description', DESCRIPTION_HINT)}
        />
      </Field>
      <Button type="submit" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? 'Adding…' : 'Add Holiday'}
      </Button>
    </form>
  );
}
