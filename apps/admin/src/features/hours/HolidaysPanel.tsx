import {
  ApiError,
  createAlert,
  fetchHolidays,
  refusalReason,
  setHoliday,
} from '@furnace/api-client';
import { Button, Field, VisuallyHidden, describedBy, failure, success } from '@furnace/ui';
import {
  HOURS_TEXTS,
  HOURS_UI,
  MESSAGES,
  formatLongDate,
  payloadField,
  setHolidaySchema,
  type SpecialDayPayload,
} from '@furnace/contracts';
import { useFormik, type FormikErrors } from 'formik';
import { DateTime } from 'luxon';
import { useEffect, useState } from 'react';
import * as Yup from 'yup';
import { ListPanel, useAdminList } from '../../components/AdminPage';
import { CHECKED_ON_SUBMIT } from '../../components/AdminForm';
import { Answer } from '../../components/Answer';
import { ConfirmButton } from '../../components/ConfirmButton';
import { MUSEUM_TIME_ZONE, museumToday } from '../../components/museum-time';
import { failureText, writeFailure } from '../../components/failure-text';
import { useQuestion } from '../../components/Question';
import { replaceSpecialDays, specialDates } from './SpecialDaysPanel';
import { lastDaySchema, pastDateAgreed } from './record-dates';
import styles from './hours.module.css';
import adminStyles from '../../app/admin.module.css';

const PLACE = 'closure';

/** The spec's labels 'Date' and 'Description' (docs/product.md §5) name the first day and the reason. */
const FIELDS = [
  { name: 'date', label: 'Date', type: 'date', hint: undefined },
  { name: 'through', label: HOURS_UI.specialThrough, type: 'date', hint: undefined },
  { name: 'description', label: 'Description', type: 'text', hint: HOURS_UI.closureReasonHint },
  { name: 'note', label: HOURS_UI.specialNote, type: 'text', hint: undefined },
] as const;

/** Date and description both required, in the spec's one text; otherwise the API's own rules. */
const closureSchema = Yup.object({
  date: payloadField(setHolidaySchema, 'date').required(MESSAGES.holidayFieldsRequired),
  through: lastDaySchema('date'),
  description: payloadField(setHolidaySchema, 'description').required(
    MESSAGES.holidayFieldsRequired,
  ),
});

const NO_CLOSURE = { date: '', through: '', description: '', note: '', alert: false };
type ClosureValues = typeof NO_CLOSURE;
type FieldName = (typeof FIELDS)[number]['name'];

/** The notice above every page: from the first day (or now) to the museum's midnight after the last. */
async function publishAlert(closure: SpecialDayPayload) {
  const day = (date: string) => DateTime.fromISO(date, { zone: MUSEUM_TIME_ZONE });
  const message = HOURS_UI.closureAlertMessage(closure.reason as string);
  await createAlert({
    message: closure.note ? `${message} ${closure.note}` : message,
    level: 'closure',
    starts_at: DateTime.max(day(closure.date_from), DateTime.now()).toISO() as string,
    ends_at: day(closure.date_through).plus({ days: 1 }).toISO() as string,
  });
}

/**
 * 'Holidays and Special Closures': cards with Delete, and the form that closes the museum (one day
 * without a note is a holiday, else a closed special day). Adding clears what a delete said, and
 * the other way round: the panel has one answer.
 */
export function HolidaysPanel() {
  const list = useAdminList(
    'holidays',
    fetchHolidays,
    'The holidays could not be loaded. Please reload the page.',
  );
  const { answers } = list;
  const [invalid, setInvalid] = useState<FieldName[]>([]);
  const { ask, questionElement } = useQuestion();
  const formik = useFormik<ClosureValues>({
    initialValues: NO_CLOSURE,
    validationSchema: closureSchema,
    ...CHECKED_ON_SUBMIT,
    onSubmit: close,
  });
  // The answer takes focus as it appears; a problem then sends it on to its field (not a delete's).
  const problem = invalid[0];
  useEffect(() => {
    if (problem && answers.place === PLACE) document.getElementById(`closure-${problem}`)?.focus();
  }, [answers.message, answers.place, problem]);

  /** Reports problems as the spec words them (both required in one text); true when any. */
  function reportInvalid(errors: FormikErrors<ClosureValues>) {
    // A date the picker could not read (an impossible or half-typed one) has an empty value.
    if ((document.getElementById('closure-date') as HTMLInputElement).validity.badInput)
      errors = { date: HOURS_TEXTS.calendarDate('date') };
    const wrong = (['date', 'through', 'description'] as const).filter((name) => errors[name]);
    const missing = wrong.filter((name) => errors[name] === MESSAGES.holidayFieldsRequired);
    const marked = missing.length ? missing : wrong.slice(0, 1);
    setInvalid(marked);
    if (marked.length) answers.show(PLACE, failure(errors[marked[0]] as string));
    return marked.length > 0;
  }

  /** False when the user said no to a question. */
  async function save(payload: SpecialDayPayload) {
    const { date_from: from, reason } = payload;
    if (!(await pastDateAgreed(ask, from, HOURS_UI.holidayInPast))) return false;
    const replace = (closed: [string, string | null][]) =>
      HOURS_UI.holidayReplace(
        closed.map(([dates]) => dates).join('; '),
        closed.map(([, why]) => why ?? MESSAGES.noDescription).join('; '),
      );
    // One day without a note is the spec's holiday; the holiday call replaces a closure itself.
    if (from !== payload.date_through || payload.note)
      return replaceSpecialDays(payload, ask, (others) =>
        replace(others.map((other) => [specialDates(other), other.reason])),
      );
    const closed = (list.items ?? []).filter((other) => other.holiday_date === from);
    const question = replace(closed.map((other) => [formatLongDate(from), other.description]));
    if (closed.length && !(await ask(question, HOURS_UI.replace))) return false;
    await setHoliday({ date: from, description: reason });
    return true;
  }

  async function close(values: ClosureValues) {
    const { date, description } = closureSchema.cast(values);
    const payload: SpecialDayPayload = {
      date_from: date,
      date_through: values.through || date,
      ranges: [],
      reason: description,
      note: values.note.trim() || null,
    };
    // A refused field (400) or an overlap (409) is said in the API's words; else the spec's text.
    const refused = (error: unknown) =>
      (error instanceof ApiError &&
        (error.status === 409 ? error.message : error.status === 400 && refusalReason(error))) ||
      MESSAGES.addHolidayFailed;
    let agreed = false;
    await answers.run(PLACE, async () => (agreed = await save(payload)), null, refused);
    if (!agreed) return;
    formik.resetForm();
    await list.readAgain();
    let said = HOURS_UI.closureAdded(payload.date_from, payload.date_through, description);
    if (values.alert && payload.date_through >= museumToday()) {
      try {
        await publishAlert(payload);
        said = `${said} ${HOURS_UI.closureAlertPublished}`;
      } catch (error) {
        console.error(error);
        answers.show(PLACE, failure(`${said} ${failureText(error, HOURS_UI.closureAlertFailed)}`));
        return;
      }
    }
    answers.show(PLACE, success(said));
  }

  const closeForm = (
    <form
      aria-labelledby="close-museum-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void formik.validateForm().then((errors) => {
          if (!reportInvalid(errors)) void formik.submitForm();
        });
      }}
    >
      <h3 id="close-museum-title">{HOURS_UI.closeMuseumTitle}</h3>
      <p>{HOURS_UI.closeMuseumHint}</p>
      {FIELDS.map(({ name, label, type, hint }) => (
        <Field key={name} id={`closure-${name}`} label={label} hint={hint}>
          <input
            id={`closure-${name}`}
            type={type}
            autoComplete="off"
            {...formik.getFieldProps(name)}
            aria-invalid={invalid.includes(name)}
            aria-describedby={describedBy(`closure-${name}`, hint)}
          />
        </Field>
      ))}
      <label>
        <input type="checkbox" {...formik.getFieldProps({ name: 'alert', type: 'checkbox' })} />{' '}
        {HOURS_UI.postClosureAlert}
      </label>
      {questionElement}
      <Button type="submit" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? 'Adding…' : 'Add Holiday'}
      </Button>
      <Answer answers={answers} place={PLACE} />
    </form>
  );

  return (
    <ListPanel
      title="Holidays and Special Closures"
      intro="On these dates the museum is closed, whatever its weekly hours say."
      list={list}
      loading="Loading holidays…"
      empty="No holidays or special closures are planned."
      extra={closeForm}
    >
      {(holidays) => (
        <ul className={`${adminStyles.cards} ${styles['card-list']}`}>
          {holidays
            .toSorted((a, b) => a.holiday_date.localeCompare(b.holiday_date))
            .map((holiday) => (
              <li
                key={holiday.holiday_date}
                className={`${styles.card} ${styles['card--closed']}`}
                data-testid="holiday-card"
              >
                <p className={styles.card__title}>
                  <time dateTime={holiday.holiday_date}>
                    {formatLongDate(holiday.holiday_date, { weekday: true })}
                  </time>
                </p>
                <p>{holiday.description || MESSAGES.noDescription}</p>
                <ConfirmButton
                  question={`Remove the closure on ${holiday.holiday_date}? The museum will follow its weekly hours that day.`}
                  confirmLabel="Yes, remove"
                  onConfirm={() =>
                    list.act(
                      () => setHoliday({ date: holiday.holiday_date, description: null }, holiday),
                      `Holiday removed: ${holiday.holiday_date}.`,
                      (error) => writeFailure(error, MESSAGES.removeHolidayFailed, 'holiday'),
                      `holiday-${holiday.holiday_date}`,
                    )
                  }
                >
                  Delete<VisuallyHidden> holiday {holiday.holiday_date}</VisuallyHidden>
                </ConfirmButton>
                <Answer answers={answers} place={`holiday-${holiday.holiday_date}`} />
              </li>
            ))}
        </ul>
      )}
    </ListPanel>
  );
}
