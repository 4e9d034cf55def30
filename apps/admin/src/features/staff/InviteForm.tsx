import { inviteStaff } from '@furnace/api-client';
import {
  ACCOUNTS,
  inviteUserSchema,
  MESSAGES,
  payloadField,
  STAFF_ROLES,
  type StaffRole,
} from '@furnace/contracts';
import { Button, Field, describedBy, failure, success, type Message } from '@furnace/ui';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import * as Yup from 'yup';
import adminStyles from '../../app/admin.module.css';
import { failureText } from '../../components/failure-text';
import { OneTimeLink } from './OneTimeLink';
import styles from '../../components/accounts.module.css';

/** The API's rules for an invitation (inviteUserSchema), with the form's own "Required". */
const schema = Yup.object({
  username: payloadField(inviteUserSchema, 'username').required(MESSAGES.required),
  email: payloadField(inviteUserSchema, 'email').required(MESSAGES.required),
  role: Yup.mixed<StaffRole>()
    .oneOf([...STAFF_ROLES])
    .required(MESSAGES.required),
});

interface InviteValues {
  username: string;
  email: string;
  role: StaffRole;
}

/** Invite a volunteer: the one-time link is shown to copy (and mailed when the site can). */
export function InviteForm({
  onMessage,
  onInvited,
}: {
  onMessage: (message: Message | null) => void;
  onInvited: () => Promise<void>;
}) {
  const [link, setLink] = useState<string | null>(null);
  const first = useRef<HTMLInputElement>(null);
  const formik = useFormik<InviteValues>({
    initialValues: { username: '', email: '', role: 'editor' },
    validationSchema: schema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      onMessage(null);
      setLink(null);
      try {
        const invited = await inviteStaff({
          username: values.username.trim(),
          email: values.email.trim(),
          role: values.role,
        });
        setLink(invited.invite_url);
        onMessage(success(`${ACCOUNTS.inviteCreated} ${invited.username}`));
        formik.resetForm();
        await onInvited();
      } catch (error) {
        onMessage(failure(failureText(error, (error as Error).message)));
      }
    },
  });
  const { errors } = formik;
  return (
    <form
      className={adminStyles['admin-panel']}
      aria-labelledby="invite-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void formik.validateForm().then((found) => {
          if (Object.keys(found).length) first.current?.focus();
          return formik.submitForm();
        });
      }}
    >
      <h2 id="invite-title">{ACCOUNTS.inviteTitle}</h2>
      <div className={styles['staff-form']}>
        <Field id="invite-username" label="Username" error={errors.username}>
          <input
            ref={first}
            id="invite-username"
            type="text"
            autoCapitalize="none"
            autoComplete="off"
            {...formik.getFieldProps('username')}
            aria-invalid={Boolean(errors.username)}
            aria-describedby={describedBy('invite-username', undefined, errors.username)}
          />
        </Field>
        <Field id="invite-email" label="E-mail" error={errors.email}>
          <input
            id="invite-email"
            type="email"
            autoComplete="off"
            {...formik.getFieldProps('email')}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={describedBy('invite-email', undefined, errors.email)}
          />
        </Field>
        <Field
          id="invite-role"
          label="Role"
          hint="Editors change hours, events and signs; admins also manage staff."
        >
          <select
            id="invite-role"
            {...formik.getFieldProps('role')}
            aria-describedby={describedBy('invite-role', 'hint')}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </select>
        </Field>
        <Button type="submit" disabled={formik.isSubmitting}>
          {ACCOUNTS.inviteButton}
        </Button>
      </div>
      {link && <OneTimeLink label={ACCOUNTS.inviteLinkLabel} url={link} />}
    </form>
  );
}
