import { fetchStaffPasskeys, removeStaffPasskey, useApiQuery } from '@furnace/api-client';
import type { Answers } from '../../components/Answer';
import { PasskeyList } from '../../components/PasskeyList';

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
  return (
    <PasskeyList
      query={query}
      none="None"
      of={account.username}
      onRemove={async (passkey) => {
        const removed = await answers.run(
          'list',
          () => removeStaffPasskey(account.id, passkey.id),
          `Removed the passkey "${passkey.name}" of ${account.username}.`,
        );
        if (removed) await query.reload();
      }}
    />
  );
}
