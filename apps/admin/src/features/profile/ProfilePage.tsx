import { changeOwnPassword, logoutEverywhere } from '@furnace/api-client';
import { useAuth } from '@furnace/auth';
import { ACCOUNTS, MESSAGES } from '@furnace/contracts';
import { FormikField, PageHeading } from '@furnace/ui';
import { useNavigate } from '@furnace/router';
import { useFormik } from 'formik';
import { startTransition } from 'react';
import * as Yup from 'yup';
import adminStyles from '../../app/admin.module.css';
import { AdminForm, CHECKED_ON_SUBMIT } from '../../components/AdminForm';
import { Answer, useAnswers } from '../../components/Answer';
import { ConfirmButton } from '../../components/ConfirmButton';
import { PasskeysPanel } from './PasskeysPanel';
import { PasswordFields } from './PasswordFields';
import { newPasswordRules } from './password-schema';

/** /profile, the target of "Welcome, {username}": change password, sign out everywhere. */
export function ProfilePage() {
  const { user, role, logout } = useAuth();
  const navigate = useNavigate();
  const answers = useAnswers();
  const formik = useFormik({
    initialValues: { current: '', password: '', repeat: '' },
    validationSchema: Yup.object({
      current: Yup.string().required(MESSAGES.required),
      ...newPasswordRules,
    }),
    ...CHECKED_ON_SUBMIT,
    onSubmit: async (values) => {
      const changed = await answers.run(
        'profile',
        () => changeOwnPassword(values.current, values.password),
        (answer) => answer.message,
      );
      if (changed) formik.resetForm();
    },
  });

  return (
    <section className={adminStyles['admin-layout__content']}>
      <PageHeading>{ACCOUNTS.profileTitle}</PageHeading>
      <p className={adminStyles['admin-page__intro']}>
        Signed in as <strong>{user?.username}</strong>
        {role ? ` (${role})` : ''}. {ACCOUNTS.profileIntro}
      </p>
      <AdminForm
        formik={formik}
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
