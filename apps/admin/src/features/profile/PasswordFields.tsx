import { ACCOUNTS } from '@furnace/contracts';
import { FormikField } from '@furnace/ui';

export interface NewPasswordValues {
  password: string;
  repeat: string;
}

/** "New password" and "Repeat the new password" (in an AdminForm), for the profile and an invitation. */
export function PasswordFields({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <FormikField
        id={`${idPrefix}-password`}
        name="password"
        label="New password"
        hint={ACCOUNTS.passwordHint}
        type="password"
        autoComplete="new-password"
      />
      <FormikField
        id={`${idPrefix}-repeat`}
        name="repeat"
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
