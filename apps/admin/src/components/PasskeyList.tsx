import type { Passkey } from '@furnace/contracts';
import { VisuallyHidden } from '@furnace/ui';
import { ConfirmButton } from './ConfirmButton';

/** Passkeys, each with "Remove" after asking; `of` names their account (on the Staff page). */
export function PasskeyList({
  passkeys,
  of,
  onRemove,
}: {
  passkeys: Passkey[];
  of?: string;
  onRemove: (passkey: Passkey) => Promise<void>;
}) {
  const whose = of ? ` of ${of}` : '';
  return (
    <ul>
      {passkeys.map((passkey) => (
        <li key={passkey.id}>
          {passkey.name}, added {new Date(passkey.created_at).toLocaleDateString('en-US')}{' '}
          <ConfirmButton
            question={`Remove the passkey "${passkey.name}"${whose}? It will no longer sign ${of ? 'them' : 'you'} in.`}
            confirmLabel="Yes, remove"
            onConfirm={() => onRemove(passkey)}
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
