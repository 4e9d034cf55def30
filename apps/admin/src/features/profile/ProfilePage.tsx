import { changeOwnPassword, logoutEverywhere } from '@furnace/api-client';
import { useAuth } from '@furnace/auth';
import { ACCOUNTS, MESSAGES } from '@furnace/contracts';
import { FormikField, PageHeading } from '@furnace/ui';
import { useNavigate } from '@furnace/router';
import { startTransition } from 'react';
import * as Yup from 'yup';
import adminStyles from '../../app/admin.module.css';
import { AdminForm } from '../../components/AdminForm';
import { Answer, useAnswers } from '../../components/Answer';
import { ConfirmButton } from '../../components/ConfirmButton';
import { PasskeysPanel } from './PasskeysPanel';
import { PasswordFields, newPasswordRules } from './PasswordFields';

/** /profile, the target of "Welcome, {username}": change password, sign out everywhere. */
export function ProfilePage() {
  const { user, role, logout } = useAuth();
  const navigate = useNavigate();
  const answers = useAnswers();
  return (
    <section className={adminStyles['admin-layout__content']}>
      <PageHeading>{ACCOUNTS.profileTitle}</PageHeading>
      <p className={adminStyles['admin-page__intro']}>
        Signed in as <strong>{user?.username}</strong>
        {role ? ` (${role})` : ''}. {ACCOUNTS.profileIntro}
      </p>
      <AdminForm
        initialValues={{ current: '', password: '', repeat: '' }}
        validationSchema={Yup.object({
          current: Yup.string().required(MESSAGES.required),
          ...newPasswordRules,
        })}
        onSubmit={async (values, { resetForm }) => {
          const changed = await answers.run(
            'profile',
            () => changeOwnPassword(values.current, values.password),
            (answer) => answer.message,
          );
          if (changed) resetForm();
        }}
        idPrefix="profile"
        title={ACCOUNTS.changePasswordButton}
        submitLabel={ACCOUNTS.changePasswordButton}
        answers={answers}
      >
        <FormikField
          id="profile-current"
          name="current"
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <PasswordFields idPrefix="profile" />
      </AdminForm>
      <PasskeysPanel answers={answers} />
      <section className={adminStyles['admin-panel']} aria-labelledby="sessions-title">
        <h2 id="sessions-title">Devices</h2>
        <ConfirmButton
          question={ACCOUNTS.signOutEverywhereQuestion}
          confirmLabel="Yes, sign out everywhere"
          onConfirm={async () => {
            if (await answers.run('sessions', logoutEverywhere, null))
              startTransition(() => {
                void navigate('/login');
                logout();
              });
          }}
        >
          {ACCOUNTS.signOutEverywhereButton}
        </ConfirmButton>
        <Answer answers={answers} place="sessions" />
      </section>
    </section>
  );
}
