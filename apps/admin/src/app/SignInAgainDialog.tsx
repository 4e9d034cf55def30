import { isServiceUnavailable, setReauthenticate } from '@furnace/api-client';
import { useAuth } from '@furnace/auth';
import { EVENTS_ADMIN_TEXTS as T, MESSAGES } from '@furnace/contracts';
import { Button, Field, fieldClasses } from '@furnace/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styles from './admin.module.css';

const FIELDS = [
  { name: 'username', label: 'Username', type: 'text', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

/** After a 401 in a save: sign in over the page (what was typed stays); the request goes again. */
export function SignInAgainDialog() {
  const { user, login } = useAuth();
  const known = user?.username ?? '';
  const [answer, setAnswer] = useState<((signedIn: boolean) => void) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  // Registered while the admin is open; a question left open when it goes away counts as "no".
  useEffect(() => {
    let pending: ((signedIn: boolean) => void) | undefined;
    const unregister = setReauthenticate(
      () =>
        new Promise<boolean>((resolve) => {
          pending = resolve;
          setAnswer(() => resolve);
        }),
    );
    return () => {
      unregister();
      pending?.(false);
    };
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!answer || !element) return;
    // A modal dialog: the page under it is inert until it closes.
    if (!element.open) element.showModal();
    // Opening a modal focuses its first field; the password is the one to type when the name is known.
    element.querySelector<HTMLInputElement>(known ? '[name=password]' : '[name=username]')?.focus();
    return () => element.close();
  }, [answer, known]);

  const finish = (signedIn: boolean) => {
    answer?.(signedIn);
    setAnswer(null);
    setError(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { elements } = event.currentTarget;
    const value = (name: string) => (elements.namedItem(name) as HTMLInputElement).value;
    const [username, password] = [value('username').trim(), value('password')];
    if (!username || !password) return setError(MESSAGES.required);
    setBusy(true);
    setError(null);
    try {
      if (await login(username, password)) return finish(true);
      setError(MESSAGES.invalidLogin);
    } catch (cause) {
      console.error(cause);
      setError(isServiceUnavailable(cause) ? MESSAGES.serviceUnavailableTryAgain : String(cause));
    } finally {
      setBusy(false);
    }
  }

  if (!answer) return null;
  return (
    <dialog
      ref={dialog}
      className={styles['signin-dialog']}
      aria-labelledby="signin-again-title"
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault(); // Escape: the same as "Not now"
        finish(false);
      }}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <h2 id="signin-again-title">{T.sessionEndedTitle}</h2>
        <p>{T.sessionEndedIntro}</p>
        {FIELDS.map(({ label, ...input }) => (
          <Field key={input.name} id={`signin-again-${input.name}`} label={label}>
            <input
              id={`signin-again-${input.name}`}
              {...input}
              defaultValue={input.name === 'username' ? known : undefined}
            />
          </Field>
        ))}
        {error && (
          <p role="alert" className={fieldClasses.error}>
            {error}
          </p>
        )}
        <div className={styles['button-row']}>
          <Button type="submit" disabled={busy}>
            {busy ? T.signingIn : T.signInAndSave}
          </Button>
          <Button variant="secondary" onClick={() => finish(false)} disabled={busy}>
            {T.notSaved}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
