import { loginWithPasskey } from '@furnace/api-client';
import { useAuth } from '@furnace/auth';
import { Button, fieldClasses, FormikField } from '@furnace/ui';
import { ACCOUNTS, loginSchema as signIn, MESSAGES, payloadField } from '@furnace/contracts';
import { Navigate, useLocation, type Location } from '@furnace/router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState, useTransition } from 'react';
import * as Yup from 'yup';
import { ForgotPassword } from './login/ForgotPassword';
import './login/login-page.css';

export const LOGIN_UNAVAILABLE =
  'Sign-in is not available right now. Please try again in a minute.';

/** docs/product.md §5: both fields 'Required'; the API's other rules as the API words them. */
const loginSchema = Yup.object({
  username: payloadField(signIn, 'username')
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value))
    .required(MESSAGES.required),
  password: payloadField(signIn, 'password').required(MESSAGES.required),
});
const emptyLogin = { username: '', password: '' };
type LoginValues = typeof emptyLogin;

/** /login (docs/product.md §2, §4, §5), in the shell so visitors never load the admin remote. */
export default function LoginPage() {
  const { user, loading, login, signInWithToken } = useAuth();
  const [passkeyBusy, startPasskey] = useTransition();
  // The page RequireAuth sent the user away from (state `from`), else '/admin'; never /login.
  const from = (useLocation().state as { from?: Partial<Location> } | null)?.from;
  const [failure, setFailure] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);

  if (loading) return <div className="page-loading" aria-busy="true" />;
  if (user)
    return <Navigate to={from?.pathname && from.pathname !== '/login' ? from : '/admin'} replace />;

  /** One way of signing in: on success the auth state change re-renders this into a <Navigate>. */
  async function attempt(signIn: () => Promise<boolean>, refused: string) {
    setFailure(null);
    try {
      // The admin's code only after a sign-in (never a visitor's); a failure is the route's to retry.
      if (await signIn()) return void loadRemote('admin/routes').catch(() => undefined);
      setFailure(refused);
    } catch (error) {
      console.error(error);
      setFailure(LOGIN_UNAVAILABLE);
    }
  }

  const submit = (values: LoginValues, helpers: FormikHelpers<LoginValues>) =>
    attempt(async () => {
      const signedIn = await login(values.username.trim(), values.password);
      if (!signedIn) helpers.setFieldValue('password', '', false);
      return signedIn;
    }, MESSAGES.invalidLogin);

  // Refused: cancelled, or a passkey the site does not know.
  const signInWithPasskey = () =>
    attempt(async () => {
      const token = await loginWithPasskey();
      if (token) signInWithToken(token.username, token.access_token);
      return token !== null;
    }, ACCOUNTS.passkeyFailed);

  return (
    <section className="page-section login-page">
      <h1>Staff sign-in</h1>
      <p className="login-page__intro">
        For museum staff and volunteers. Visitors do not need an account.
      </p>
      <Formik initialValues={emptyLogin} validationSchema={loginSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <>
            <Form className="login-form" noValidate aria-label="Sign in">
              <div role="alert" className={`login-form__failure ${fieldClasses.error}`}>
                {failure}
              </div>
              <FormikField
                className="login-form__field"
                name="username"
                label="Username"
                type="text"
                autoComplete="username"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                required
              />
              <FormikField
                className="login-form__field"
                name="password"
                label="Password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                required
              />
              <label className="login-form__show">
                <input
                  type="checkbox"
                  checked={showPassword}
                  onChange={(e) => setShowPassword(e.target.checked)}
                />
                Show password
              </label>
              <Button type="submit" className="login-form__submit" disabled={isSubmitting}>
                {isSubmitting ? 'Signing in…' : 'Sign in'}
              </Button>
            </Form>
            {typeof window !== 'undefined' && 'PublicKeyCredential' in window && (
              <Button
                variant="secondary"
                className="login-form__submit"
                disabled={isSubmitting || passkeyBusy}
                onClick={() => startPasskey(signInWithPasskey)}
              >
                Use a passkey
              </Button>
            )}
          </>
        )}
      </Formik>
      <ForgotPassword unavailable={LOGIN_UNAVAILABLE} />
    </section>
  );
}
