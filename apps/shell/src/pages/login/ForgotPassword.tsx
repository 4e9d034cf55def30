import { requestPasswordReset } from '@furnace/api-client';
import { ACCOUNTS } from '@furnace/contracts';
import { Button, Field } from '@furnace/ui';
import { useId, useState } from 'react';

/** "Forgot password?": a username or e-mail address, then the API's answer (the same for all). */
export function ForgotPassword({ unavailable }: { unavailable: string }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [answer, setAnswer] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  return (
    <div className="login-page__forgot">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen(!open)}
      >
        {ACCOUNTS.forgotPasswordLink}
      </Button>
      {open && (
        <form
          id={`${id}-form`}
          aria-label={ACCOUNTS.forgotPasswordTitle}
          onSubmit={(event) => {
            event.preventDefault();
            if (!value.trim()) return;
            setBusy(true);
            setAnswer(null);
            requestPasswordReset(value.trim())
              .then(setAnswer, () => setAnswer(unavailable))
              .finally(() => setBusy(false));
          }}
        >
          <Field id={`${id}-who`} label={ACCOUNTS.forgotPasswordField}>
            <input
              id={`${id}-who`}
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              required
            />
          </Field>
          <Button type="submit" disabled={busy}>
            {ACCOUNTS.forgotPasswordSend}
          </Button>
          <p role="status">{answer}</p>
        </form>
      )}
    </div>
  );
}
