import { ApiError, refusalReason, setHoliday } from '@furnace/api-client';
import { Button, Field, describedBy, failure, success, type Message } from '@furnace/ui';
import {
  HOURS_TEXTS,
  HOURS_UI,
  MESSAGES,
  formatLongDate,
  payloadField,
  setHolidaySchema,
  type HolidayRecord,
} from '@furnace/contracts';
import { useFormik, type FormikErrors } from 'formik';
import { useRef, useState } from 'react';
import * as Yup from 'yup';
import { museumToday } from '../../components/museum-time';
import { failureText } from '../../components/failure-text';
import { useQuestion } from './useQuestion';

const FIELDS = [
  { name: 'date', label: 'Date', type: 'date', hint: undefined },
  {
    name: 'description',
    label: 'Description',
    type: 'text',
    hint: 'On that day visitors see "Closed today for" followed by this, e.g. "Christmas Day".',
  },
] as const;

/**
 * docs/product.md §5 "Holiday add": date and description both required (the spec's one text for
 * either); otherwise the API's own rules, whose texts name the field.
 */
const holidaySchema = Yup.object({
  date: payloadField(setHolidaySchema, 'date').required(MESSAGES.holidayFieldsRequired),
  description: payloadField(setHolidaySchema, 'description').required(
    MESSAGES.holidayFieldsRequired,
  ),
});

interface HolidayValues {
  date: string;
  description: string;
}

interface AddHolidayFormProps {
  /** The closures listed: adding on one of their dates asks before replacing it. */
  holidays: readonly HolidayRecord[];
  onMessage: (message: Message | null) => void;
  onAdded: () => Promise<void>;
}

/**
 * Add Holiday as an in-page form (docs/product.md §10 replaces the spec's two prompts): a date
 * picker and a description, the spec's texts reported through the panel's alert region. A past
 * date, or a date that already has a closure, asks first.
 */
export function AddHolidayForm({ holidays, onMessage, onAdded }: AddHolidayFormProps) {
  const [invalid, setInvalid] = useState<{ date?: boolean; description?: boolean }>({});
  const inputs = {
    date: useRef<HTMLInputElement>(null),
    description: useRef<HTMLInputElement>(null),
  };
  const { ask, questionElement } = useQuestion();
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
    // A date the picker could not read (an impossible or half-typed one) has an empty value.
    if (inputs.date.current?.validity.badInput) errors = { date: HOURS_TEXTS.calendarDate('date') };
    const missing = {
      date: errors.date === MESSAGES.holidayFieldsRequired,
      description: errors.description === MESSAGES.holidayFieldsRequired,
    };
    const wrong = errors.date ? 'date' : errors.description ? 'description' : null;
    if (!wrong) {
      setInvalid({});
      return false;
    }
    const bothMissing = missing.date || missing.description;
    setInvalid(bothMissing ? missing : { [wrong]: true });
    onMessage(failure(bothMissing ? MESSAGES.holidayFieldsRequired : (errors[wrong] as string)));
    inputs[missing.date ? 'date' : missing.description ? 'description' : wrong].current?.focus();
    return true;
  }

  async function add(values: HolidayValues) {
    const { date, description } = holidaySchema.cast(values);
    const long = formatLongDate(date);
    if (date < museumToday() && !(await ask(HOURS_UI.holidayInPast(long), HOURS_UI.saveAnyway)))
      return;
    const other = holidays.find((holiday) => holiday.holiday_date === date);
    const replace =
      other && HOURS_UI.holidayReplace(long, other.description ?? MESSAGES.noDescription);
    if (replace && !(await ask(replace, HOURS_UI.replace))) return;
    try {
      await setHoliday({ date, description });
    } catch (error) {
      console.error(error);
      // A refused field (400) is named in the API's words; any other failure gets the spec's text.
      const refused = error instanceof ApiError && error.status === 400 && refusalReason(error);
      onMessage(failure(refused || failureText(error, MESSAGES.addHolidayFailed)));
      return;
    }
    formik.resetForm();
    await onAdded();
    onMessage(success(`Holiday added: ${date}, ${description}.`));
    inputs.date.current?.focus();
  }

  return (
    <form
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
      {FIELDS.map(({ name, label, type, hint }) => (
        <Field key={name} id={`holiday-${name}`} label={label} hint={hint}>
          <input
            ref={inputs[name]}
            id={`holiday-${name}`}
            type={type}
            {...formik.getFieldProps(name)}
            aria-invalid={Boolean(invalid[name])}
            aria-describedby={describedBy(`holiday-${name}`, hint)}
          />
        </Field>
      ))}
      {questionElement}
      <Button type="submit" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? 'Adding…' : 'Add Holiday'}
      </Button>
    </form>
  );
}
