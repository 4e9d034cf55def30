import {
  ApiError,
  fetchPasskeys,
  registerPasskey,
  removePasskey,
  useApiQuery,
} from '@furnace/api-client';
import { ACCOUNTS } from '@furnace/contracts';
import { Button, Field } from '@furnace/ui';
import { useState } from 'react';
import adminStyles from '../../app/admin.module.css';
import { Answer, type Answers } from '../../components/Answer';
import { PasskeyList } from '../../components/PasskeyList';

/** The profile's passkeys: add one on this device, list, remove. */
export function PasskeysPanel({ answers }: { answers: Answers }) {
  const query = useApiQuery('passkeys', fetchPasskeys);
  const [needsPassword, setNeedsPassword] = useState(false);
  const [password, setPassword] = useState('');
  const passkeys = query.data ?? [];
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;
  return (
    <section className={adminStyles['admin-panel']} aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{ACCOUNTS.passkeysTitle}</h2>
      <p>{ACCOUNTS.passkeysIntro}</p>
      <PasskeyList
        queryKey="passkeys"
        load={fetchPasskeys}
        answers={answers}
        place="passkeys"
        remove={(passkey) => removePasskey(passkey.id)}
        none={ACCOUNTS.noPasskeys}
      />
      {supported && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const name = `Passkey ${passkeys.length + 1}`;
            void answers
              .run(
                'passkeys',
                () =>
                  registerPasskey(name, needsPassword ? password : undefined).catch(
                    (error: unknown) => {
                      // Signed in over 5 minutes ago: the API asks for the password first.
                      if (error instanceof ApiError && error.status === 403) setNeedsPassword(true);
                      throw error;
                    },
                  ),
                `Added "${name}". You can sign in with it now.`,
              )
              .then(async (added) => {
                if (!added) return;
                setNeedsPassword(false);
                setPassword('');
                await query.reload();
              });
          }}
        >
          {needsPassword && (
            <Field id="passkey-password" label={ACCOUNTS.passkeyPasswordLabel}>
              <input
                id="passkey-password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
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
