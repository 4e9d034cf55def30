import { fetchPasskeys, removePasskey, useApiQuery } from '@furnace/api-client';
import { ACCOUNTS } from '@furnace/contracts';
import { VisuallyHidden } from '@furnace/ui';
import { ConfirmButton } from './ConfirmButton';
import { LoadFailure } from './AdminPage';
import type { Answers } from './Answer';

/** Your passkeys with Remove, or with `account` theirs on the Staff page (answered in its list). */
export function PasskeyList({
  answers,
  account,
}: {
  answers: Answers;
  account?: { id: number; username: string };
}) {
  const query = useApiQuery(account ? `staff-passkeys-${account.id}` : 'passkeys', (signal) =>
    fetchPasskeys(signal, account?.id),
  );
  const { data: passkeys, error } = query;
  const whose = account ? ` of ${account.username}` : '';
  if (!passkeys && error !== undefined)
    return <LoadFailure error={error} text="The passkeys could not be loaded." />;
  if (!passkeys) return <p aria-busy="true">…</p>;
  if (passkeys.length === 0) return <p>{account ? 'None' : ACCOUNTS.noPasskeys}</p>;
  return (
    <ul>
      {passkeys.map((passkey) => (
        <li key={passkey.id}>
          {passkey.name}, added {new Date(passkey.created_at).toLocaleDateString('en-US')}{' '}
          <ConfirmButton
            question={`Remove the passkey "${passkey.name}"${whose}? It will no longer sign ${account ? 'them' : 'you'} in.`}
            confirmLabel="Yes, remove"
            onConfirm={async () => {
              const removed = `Removed the passkey "${passkey.name}"${whose}.`;
              const remove = () => removePasskey(passkey.id, account?.id);
              if (await answers.run(account ? 'list' : 'passkeys', remove, removed))
                await query.reload();
            }}
          >
            Remove
            <VisuallyHidden>
              {' '}
              the passkey {passkey.name}
              {whose}
            </VisuallyHidden>
          </ConfirmButton>
        </li>
      ))}
    </ul>
  );
}
