import {
  acceptInvite,
  ApiError,
  changeOwnPassword,
  fetchPasskeys,
  logoutEverywhere,
  registerPasskey,
  useApiQuery,
} from '@furnace/api-client';
import { useAuth } from '@furnace/auth';
import { ACCOUNTS, MESSAGES, passwordShapeProblem } from '@furnace/contracts';
import { Button, Field } from '@furnace/ui';
import { Link, useLocation, useNavigate } from '@furnace/router';
import { startTransition, useRef, useState } from 'react';
import * as Yup from 'yup';
import adminStyles from '../../app/admin.module.css';
import { AdminForm } from '../../components/AdminForm';
import { AdminPage } from '../../components/AdminPage';
import { Answer, useAnswers, type Answers } from '../../components/Answer';
import { ConfirmButton } from '../../components/ConfirmButton';
import { PasskeyList } from '../../components/PasskeyList';

/** The API's password rules (passwordShapeProblem); the API alone checks the common passwords. */
const newPasswordRules = {
  password: Yup.string()
    .required(MESSAGES.required)
    .test('shape', (value, context) => {
      const problem = passwordShapeProblem(value ?? '');
      return problem ? context.createError({ message: problem }) : true;
    }),
  repeat: Yup.string()
    .required(MESSAGES.required)
    .oneOf([Yup.ref('password')], ACCOUNTS.passwordsDiffer),
};

/** The password fields of an AdminForm: the current one (the profile's), then the new one twice. */
const PASSWORD_FIELDS = [
  { name: 'current', label: 'Current password', autoComplete: 'current-password' },
  {
    name: 'password',
    label: 'New password',
    autoComplete: 'new-password',
    hint: ACCOUNTS.passwordHint,
  },
  { name: 'repeat', label: 'Repeat the new password', autoComplete: 'new-password' },
].map((field) => ({ ...field, type: 'password' }));

/** /profile, the target of "Welcome, {username}": change password, sign out everywhere. */
export function ProfilePage() {
  const { user, role, logout } = useAuth();
  const navigate = useNavigate();
  const answers = useAnswers();
  return (
    <AdminPage
      className={adminStyles['admin-layout__content']}
      title={ACCOUNTS.profileTitle}
      intro={
        <>
          Signed in as <strong>{user?.username}</strong>
          {role ? ` (${role})` : ''}. {ACCOUNTS.profileIntro}
        </>
      }
    >
      <AdminForm
        initial={() => ({ current: '', password: '', repeat: '' })}
        validationSchema={Yup.object({
          current: Yup.string().required(MESSAGES.required),
          ...newPasswordRules,
        })}
        save={(values) => changeOwnPassword(values.current, values.password)}
        done={(answer) => answer.message}
        idPrefix="profile"
        title={ACCOUNTS.changePasswordButton}
        submitLabel={ACCOUNTS.changePasswordButton}
        answers={answers}
        fields={PASSWORD_FIELDS}
      />
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
    </AdminPage>
  );
}

export function PasskeysPanel({ answers }: { answers: Answers }) {
  const query = useApiQuery('passkeys', fetchPasskeys);
  const [needsPassword, setNeedsPassword] = useState(false);
  const password = useRef<HTMLInputElement>(null);
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;
  return (
    <section className={adminStyles['admin-panel']} aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{ACCOUNTS.passkeysTitle}</h2>
      <p>{ACCOUNTS.passkeysIntro}</p>
      <PasskeyList answers={answers} />
      {supported && (
        <form
          onSubmit={async (event) => {
            event.preventDefault();
            const name = `Passkey ${(query.data?.length ?? 0) + 1}`;
            const added = await answers.run(
              'passkeys',
              () => registerPasskey(name, password.current?.value),
              `Added "${name}". You can sign in with it now.`,
              (error) => {
                // Signed in over 5 minutes ago: the API asks for the password first.
                if (error instanceof ApiError && error.status === 403) setNeedsPassword(true);
                return (error as Error).message;
              },
            );
            if (!added) return;
            setNeedsPassword(false);
            await query.reload();
          }}
        >
          {needsPassword && (
            <Field id="passkey-password" label={ACCOUNTS.passkeyPasswordLabel}>
              <input
                id="passkey-password"
                type="password"
                autoComplete="current-password"
                ref={password}
                required
              />
            </Field>
          )}
          <Button type="submit" variant="secondary">
            {ACCOUNTS.addPasskey}
          </Button>
        </form>
      )}
      <Answer answers={answers} place="passkeys" />
    </section>
  );
}

/** /accept-invite?token=...: an invitation, reset or first-run setup link; the token is the proof. */
export function AcceptInvitePage() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const answers = useAnswers();
  const [username, setUsername] = useState<string | null>(null);
  return (
    <AdminPage
      className={adminStyles['admin-layout__content']}
      title={ACCOUNTS.acceptInviteTitle}
      intro={token && !username ? ACCOUNTS.acceptInviteIntro : undefined}
    >
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
        <AdminForm
          initial={() => ({ password: '', repeat: '' })}
          validationSchema={Yup.object(newPasswordRules)}
          save={async (values) =>
            setUsername((await acceptInvite(token, values.password)).username)
          }
          done={null}
          idPrefix="accept"
          label={ACCOUNTS.acceptInviteTitle}
          submitLabel="Set password"
          answers={answers}
          fields={PASSWORD_FIELDS.slice(1)}
        />
      )}
    </AdminPage>
  );
}
