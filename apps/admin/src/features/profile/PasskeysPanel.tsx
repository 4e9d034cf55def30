import { fetchPasskeys, registerPasskey, removePasskey, useApiQuery } from '@furnace/api-client';
import { ACCOUNTS } from '@furnace/contracts';
import { Button, VisuallyHidden, failure, success, type Message } from '@furnace/ui';
import adminStyles from '../../app/admin.module.css';
import { ConfirmButton } from '../../components/ConfirmButton';
import { failureText } from '../../components/failure-text';

/** The profile's passkeys: add one on this device, list, remove. */
export function PasskeysPanel({ onMessage }: { onMessage: (message: Message | null) => void }) {
  const query = useApiQuery('passkeys', fetchPasskeys);
  const passkeys = query.data ?? [];
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;
  return (
    <section className={adminStyles['admin-panel']} aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{ACCOUNTS.passkeysTitle}</h2>
      <p>{ACCOUNTS.passkeysIntro}</p>
      {passkeys.length === 0 ? (
        <p>{ACCOUNTS.noPasskeys}</p>
      ) : (
        <ul>
          {passkeys.map((passkey) => (
            <li key={passkey.id}>
              {passkey.name}, added {new Date(passkey.created_at).toLocaleDateString('en-US')}{' '}
              <ConfirmButton
                question={`Remove the passkey "${passkey.name}"? It will no longer sign you in.`}
                confirmLabel="Yes, remove"
                onConfirm={async () => {
                  try {
                    await removePasskey(passkey.id);
                    onMessage(success(`Removed the passkey "${passkey.name}".`));
                    await query.reload();
                  } catch (error) {
                    onMessage(failure(failureText(error, (error as Error).message)));
                  }
                }}
              >
                Remove<VisuallyHidden> the passkey {passkey.name}</VisuallyHidden>
              </ConfirmButton>
            </li>
          ))}
        </ul>
      )}
      {supported && (
        <Button
          variant="secondary"
          onClick={() => {
            onMessage(null);
            const name = `Passkey ${passkeys.length + 1}`;
            void registerPasskey(name).then(
              async () => {
                onMessage(success(`Added "${name}". You can sign in with it now.`));
                await query.reload();
              },
              (error: unknown) => onMessage(failure(failureText(error, (error as Error).message))),
            );
          }}
        >
          {ACCOUNTS.addPasskey}
        </Button>
      )}
    </section>
  );
}
