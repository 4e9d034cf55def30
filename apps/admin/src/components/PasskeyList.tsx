import { useApiQuery } from '@furnace/api-client';
import type { Passkey } from '@furnace/contracts';
import { VisuallyHidden } from '@furnace/ui';
import { ConfirmButton } from './ConfirmButton';
import { LoadFailure } from './AdminPage';
import type { Answers } from './Answer';

/** Passkeys with Remove (answered at `place`); `of` names their account on the Staff page. */
export function PasskeyList({
  queryKey,
  load,
  answers,
  place,
  remove,
  none,
  of,
}: {
  queryKey: string;
  load: (signal: AbortSignal) => Promise<Passkey[]>;
  answers: Answers;
  place: string;
  remove: (passkey: Passkey) => Promise<unknown>;
  none: string;
  of?: string;
}) {
  const query = useApiQuery(queryKey, load);
  const { data: passkeys, error } = query;
  const whose = of ? ` of ${of}` : '';
  if (!passkeys && error !== undefined)
    return <LoadFailure error={error} text="The passkeys could not be loaded." />;
  if (!passkeys) return <p aria-busy="true">…</p>;
  if (passkeys.length === 0) return <p>{none}</p>;
  return (
    <ul>
      {passkeys.map((passkey) => (
        <li key={passkey.id}>
          {passkey.name}, added {new Date(passkey.created_at).toLocaleDateString('en-US')}{' '}
          <ConfirmButton
            question={`Remove the passkey "${passkey.name}"${whose}? It will no longer sign ${of ? 'them' : 'you'} in.`}
            confirmLabel="Yes, remove"
            onConfirm={async () => {
              const removed = `Removed the passkey "${passkey.name}"${whose}.`;
              if (await answers.run(place, () => remove(passkey), removed)) await query.reload();
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
