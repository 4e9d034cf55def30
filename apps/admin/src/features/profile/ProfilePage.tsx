import { changeOwnPassword, logoutEverywhere } from '@furnace/api-client';
import { useAuth } from '@furnace/auth';
import { ACCOUNTS, MESSAGES } from '@furnace/contracts';
import {
  Button,
  Field,
  LiveMessage,
  PageHeading,
  describedBy,
  failure,
  success,
  type Message,
} from '@furnace/ui';
import { useNavigate } from '@furnace/router';
import { useFormik } from 'formik';
import { startTransition, useState } from 'react';
import * as Yup from 'yup';
import adminStyles from '../../app/admin.module.css';
import { ConfirmButton } from '../../components/ConfirmButton';
import { failureText } from '../../components/failure-text';
import styles from '../../components/accounts.module.css';
import { PasskeysPanel } from './PasskeysPanel';
import { PasswordFields } from './PasswordFields';
import { newPasswordRules } from './password-schema';

interface Values {
  current: string;
  password: string;
  repeat: string;
}

/** /profile, the target of "Welcome, {username}": change password, sign out everywhere. */
export function ProfilePage() {
  const { user, role, logout } = useAuth();
  const navigate = useNavigate();
  const [message, setMessage] = useState<Message | null>(null);
  const formik = useFormik<Values>({
    initialValues: { current: '', password: '', repeat: '' },
    validationSchema: Yup.object({
      current: Yup.string().required(MESSAGES.required),
      ...newPasswordRules,
    }),
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      setMessage(null);
      try {
        const answer = await changeOwnPassword(values.current, values.password);
        setMessage(success(answer.message));
        formik.resetForm();
      } catch (error) {
        setMessage(failure(failureText(error, (error as Error).message)));
      }
    },
  });
  const { errors } = formik;

  return (
    <section className={adminStyles['admin-layout__content']}>
      <PageHeading>{ACCOUNTS.profileTitle}</PageHeading>
      <p className={adminStyles['admin-page__intro']}>
        Signed in as <strong>{user?.username}</strong>
        {role ? ` (${role})` : ''}. {ACCOUNTS.profileIntro}
      </p>
      <LiveMessage message={message} />
      <form
        className={adminStyles['admin-panel']}
        aria-labelledby="password-title"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void formik.submitForm();
        }}
      >
        <h2 id="password-title">{ACCOUNTS.changePasswordButton}</h2>
        <div className={styles['staff-form']}>
          <Field id="profile-current" label="Current password" error={errors.current}>
            <input
              id="profile-current"
              type="password"
              autoComplete="current-password"
              {...formik.getFieldProps('current')}
              aria-invalid={Boolean(errors.current)}
              aria-describedby={describedBy('profile-current', undefined, errors.current)}
            />
          </Field>
          <PasswordFields formik={formik} idPrefix="profile" />
          <Button type="submit" disabled={formik.isSubmitting}>
            {ACCOUNTS.changePasswordButton}
          </Button>
        </div>
      </form>
      <PasskeysPanel onMessage={setMessage} />
      <section className={adminStyles['admin-panel']} aria-labelledby="sessions-title">
        <h2 id="sessions-title">Devices</h2>
        <ConfirmButton
          question={ACCOUNTS.signOutEverywhereQuestion}
          confirmLabel="Yes, sign out everywhere"
          onConfirm={async () => {
            try {
              await logoutEverywhere();
            } catch (error) {
              setMessage(failure(failureText(error, (error as Error).message)));
              return;
            }
            startTransition(() => {
              void navigate('/login');
              logout();
            });
          }}
        >
          {ACCOUNTS.signOutEverywhereButton}
        </ConfirmButton>
      </section>
    </section>
  );
}
