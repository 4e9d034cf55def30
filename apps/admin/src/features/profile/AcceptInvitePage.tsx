import { acceptInvite } from '@furnace/api-client';
import { ACCOUNTS } from '@furnace/contracts';
import { PageHeading } from '@furnace/ui';
import { Link, useLocation } from '@furnace/router';
import { useState } from 'react';
import * as Yup from 'yup';
import adminStyles from '../../app/admin.module.css';
import { AdminForm } from '../../components/AdminForm';
import { useAnswers } from '../../components/Answer';
import { PasswordFields, newPasswordRules, type NewPasswordValues } from './PasswordFields';

/** /accept-invite?token=...: an invitation, reset or first-run setup link; the token is the proof. */
export function AcceptInvitePage() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const answers = useAnswers();
  const [username, setUsername] = useState<string | null>(null);
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
          <AdminForm<NewPasswordValues>
            initialValues={{ password: '', repeat: '' }}
            validationSchema={Yup.object(newPasswordRules)}
            onSubmit={(values) =>
              answers.run(
                'accept',
                async () => setUsername((await acceptInvite(token, values.password)).username),
                null,
              )
            }
            idPrefix="accept"
            label={ACCOUNTS.acceptInviteTitle}
            submitLabel="Set password"
            answers={answers}
          >
            <PasswordFields idPrefix="accept" />
          </AdminForm>
        </>
      )}
    </section>
  );
}
