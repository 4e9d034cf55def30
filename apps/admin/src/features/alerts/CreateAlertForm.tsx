import { ApiRefusal, createAlert } from '@furnace/api-client';
import {
  ALERT_ADMIN_TEXTS as TEXTS,
  ALERT_LEVELS,
  ALERT_LEVEL_NAMES,
  MAX_ALERT_MESSAGE,
  type AlertLevel,
} from '@furnace/contracts';
import { Button, Field, describedBy, failure, success, type Message } from '@furnace/ui';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import * as Yup from 'yup';
import { failureText } from '../../components/failure-text';
import { museumInstant, museumLocal } from '../../components/museum-time';
import adminStyles from '../../app/admin.module.css';

interface AlertValues {
  message: string;
  level: AlertLevel;
  /** datetime-local values in the museum's clock. */
  starts: string;
  ends: string;
}

const instantOf = (local: string | undefined) => (local ? museumInstant(local) : null);

/** The form's checks, each message naming the field by its label. */
const alertSchema = Yup.object({
  message: Yup.string()
    .trim()
    .required(TEXTS.messageRequired)
    .max(MAX_ALERT_MESSAGE, TEXTS.messageTooLong),
  level: Yup.string()
    .oneOf([...ALERT_LEVELS], TEXTS.levelInvalid)
    .required(TEXTS.levelInvalid),
  starts: Yup.string()
    .required(TEXTS.startsRequired)
    .test('instant', TEXTS.startsRequired, (value) => instantOf(value) !== null),
  ends: Yup.string()
    .test('instant', TEXTS.endsHint, (value) => !value || instantOf(value) !== null)
    .test('future', TEXTS.endsInPast, (value) => {
      const at = instantOf(value);
      return !at || Date.parse(at) > Date.now();
    })
    .test('after', TEXTS.endsBeforeStart, (value, context) => {
      const end = instantOf(value);
      const start = instantOf((context.parent as AlertValues).starts);
      return !end || !start || Date.parse(end) > Date.parse(start);
    }),
});

const blank = (): AlertValues => ({
  message: '',
  level: 'info',
  starts: museumLocal(new Date()),
  ends: '',
});

/** A new alert: message, level, start (now unless changed) and an optional end. */
export function CreateAlertForm({
  onMessage,
  onCreated,
}: {
  onMessage: (message: Message | null) => void;
  onCreated: () => Promise<void>;
}) {
  const [saving, setSaving] = useState(false);
  const messageInput = useRef<HTMLTextAreaElement>(null);
  const formik = useFormik<AlertValues>({
    initialValues: blank(),
    validationSchema: alertSchema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: save,
  });
  const { errors } = formik;

  async function save(values: AlertValues) {
    onMessage(null);
    setSaving(true);
    try {
      await createAlert({
        message: values.message.trim(),
        level: values.level,
        starts_at: museumInstant(values.starts) as string,
        ends_at: values.ends ? museumInstant(values.ends) : null,
      });
    } catch (error) {
      console.error(error);
      // The API's sentence as written (it names the field); a 503 says what is typed is kept.
      onMessage(
        failure(
          failureText(
            error,
            error instanceof ApiRefusal && error.status < 500 ? error.message : TEXTS.createFailed,
          ),
        ),
      );
      return;
    } finally {
      setSaving(false);
    }
    formik.resetForm({ values: blank() });
    onMessage(success(TEXTS.created));
    await onCreated();
    messageInput.current?.focus();
  }

  const fields = ['message', 'level', 'starts', 'ends'] as const;
  const hints: Record<(typeof fields)[number], string | undefined> = {
    message: TEXTS.messageHint,
    level: undefined,
    starts: TEXTS.startsHint,
    ends: TEXTS.endsHint,
  };
  const id = (name: string) => `alert-${name}`;
  const control = (name: (typeof fields)[number]) => ({
    id: id(name),
    ...formik.getFieldProps(name),
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': describedBy(id(name), hints[name], errors[name]),
  });

  return (
    <form
      className={adminStyles['admin-panel']}
      aria-labelledby="create-alert-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void formik.validateForm().then((found) => {
          const first = fields.find((name) => found[name]);
          if (first) document.getElementById(id(first))?.focus();
          return formik.submitForm();
        });
      }}
    >
      <h2 id="create-alert-title">{TEXTS.createTitle}</h2>
      <Field id={id('message')} label={TEXTS.message} hint={hints.message} error={errors.message}>
        <textarea
          ref={messageInput}
          rows={2}
          maxLength={MAX_ALERT_MESSAGE * 2}
          {...control('message')}
        />
      </Field>
      <Field id={id('level')} label={TEXTS.level} error={errors.level}>
        <select {...control('level')}>
          {ALERT_LEVELS.map((level) => (
            <option key={level} value={level}>
              {ALERT_LEVEL_NAMES[level]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id('starts')} label={TEXTS.starts} hint={hints.starts} error={errors.starts}>
        <input type="datetime-local" {...control('starts')} />
      </Field>
      <Field id={id('ends')} label={TEXTS.ends} hint={hints.ends} error={errors.ends}>
        <input type="datetime-local" {...control('ends')} />
      </Field>
      <Button type="submit" disabled={saving}>
        {saving ? TEXTS.creating : TEXTS.create}
      </Button>
    </form>
  );
}
