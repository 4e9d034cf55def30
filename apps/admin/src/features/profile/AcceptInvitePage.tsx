import { acceptInvite } from '@furnace/api-client';
import { ACCOUNTS } from '@furnace/contracts';
import { Button, LiveMessage, PageHeading, failure, type Message } from '@furnace/ui';
import { Link, useLocation } from '@furnace/router';
import { useFormik } from 'formik';
import { useState } from 'react';
import * as Yup from 'yup';
import adminStyles from '../../app/admin.module.css';
import { failureText } from '../../components/failure-text';
import styles from '../../components/accounts.module.css';
import { PasswordFields, type NewPasswordValues } from './PasswordFields';
import { newPasswordRules } from './password-schema';

/**
 * /accept-invite?token=...: an invitation, reset or first-run setup link. Needs no sign-in; the
 * link's token is the proof. Afterwards the volunteer signs in with the new password.
 */
export function AcceptInvitePage() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [message, setMessage] = useState<Message | null>(null);
  const [username, setUsername] = useState<string | null>(null);
  const formik = useFormik<NewPasswordValues>({
    initialValues: { password: '', repeat: '' },
    validationSchema: Yup.object(newPasswordRules),
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      setMessage(null);
      try {
        const done = await acceptInvite(token, values.password);
        setUsername(done.username);
      } catch (error) {
        setMessage(failure(failureText(error, (error as Error).message)));
      }
    },
  });

  return (
    <section className={adminStyles['admin-layout__content']}>
      <PageHeading>{ACCOUNTS.acceptInviteTitle}</PageHeading>
      {!token ? (
        <p role="alert">{ACCOUNTS.linkMissing}</p>
      ) : username ? (
        <div className={adminStyles['admin-panel']}>
          <p role="status">
            {ACCOUNTS.acceptInviteDone} Your username is <strong>{username}</strong>.
          </p>
          <Link to="/login">{ACCOUNTS.signInNow}</Link>
        </div>
      ) : (
        <>
          <p className={adminStyles['admin-page__intro']}>{ACCOUNTS.acceptInviteIntro}</p>
          <LiveMessage message={message} />
          <form
            className={adminStyles['admin-panel']}
            aria-label={ACCOUNTS.acceptInviteTitle}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void formik.submitForm();
            }}
          >
            <div className={styles['staff-form']}>
              <PasswordFields formik={formik} idPrefix="accept" />
              <Button type="submit" disabled={formik.isSubmitting}>
                Set password
              </Button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
