import { fetchStaffPasskeys, removeStaffPasskey, useApiQuery } from '@furnace/api-client';
import { VisuallyHidden } from '@furnace/ui';
import type { Answers } from '../../components/Answer';
import { ConfirmButton } from '../../components/ConfirmButton';

/**
 * One account's passkeys on the Staff page, each with "Remove": an admin can take away a passkey
 * someone added with a stolen session (a reset or a disable removes them all).
 */
export function StaffPasskeys({
  account,
  answers,
}: {
  account: { id: number; username: string };
  answers: Answers;
}) {
  const query = useApiQuery(`staff-passkeys-${account.id}`, (signal) =>
    fetchStaffPasskeys(account.id, signal),
  );
  if (query.loading && !query.data) return <span aria-busy="true">…</span>;
  const passkeys = query.data ?? [];
  if (passkeys.length === 0) return <span>None</span>;
  return (
    <ul>
      {passkeys.map((passkey) => (
        <li key={passkey.id}>
          {passkey.name}, added {new Date(passkey.created_at).toLocaleDateString('en-US')}{' '}
          <ConfirmButton
            question={`Remove the passkey "${passkey.name}" of ${account.username}? It will no longer sign them in.`}
            confirmLabel="Yes, remove"
            onConfirm={async () => {
              const removed = await answers.run(
                'list',
                () => removeStaffPasskey(account.id, passkey.id),
                `Removed the passkey "${passkey.name}" of ${account.username}.`,
              );
              if (removed) await query.reload();
            }}
          >
            Remove
            <VisuallyHidden>
              {' '}
              the passkey {passkey.name} of {account.username}
            </VisuallyHidden>
          </ConfirmButton>
        </li>
      ))}
    </ul>
  );
}
