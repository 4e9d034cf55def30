import { inviteStaff } from '@furnace/api-client';
import {
  ACCOUNTS,
  inviteUserSchema,
  MESSAGES,
  payloadField,
  STAFF_ROLES,
  type StaffRole,
} from '@furnace/contracts';
import { Button, FormikField } from '@furnace/ui';
import { useId, useState } from 'react';
import * as Yup from 'yup';
import { AdminForm } from '../../components/AdminForm';
import { FormikSelect } from '../../components/ChoiceFields';
import type { Answers } from '../../components/Answer';
import adminStyles from '../../app/admin.module.css';

/** The API's rules for an invitation (inviteUserSchema), with the form's own "Required". */
const schema = Yup.object({
  username: payloadField(inviteUserSchema, 'username').required(MESSAGES.required),
  email: payloadField(inviteUserSchema, 'email').required(MESSAGES.required),
  role: Yup.mixed<StaffRole>()
    .oneOf([...STAFF_ROLES])
    .required(MESSAGES.required),
});

/** Invite a volunteer: the one-time link is shown to copy (and mailed when the site can). */
export function InviteForm({
  answers,
  onInvited,
}: {
  answers: Answers;
  onInvited: () => Promise<void>;
}) {
  const [link, setLink] = useState<string | null>(null);
  return (
    <AdminForm<{ username: string; email: string; role: StaffRole }>
      initialValues={{ username: '', email: '', role: 'editor' }}
      validationSchema={schema}
      onSubmit={async (values, { resetForm }) => {
        setLink(null);
        const invited = await answers.run(
          'invite',
          async () => {
            const account = await inviteStaff({
              username: values.username.trim(),
              email: values.email.trim(),
              role: values.role,
            });
            setLink(account.invite_url);
            return account;
          },
          (account) => `${ACCOUNTS.inviteCreated} ${account.username}`,
        );
        if (!invited) return;
        resetForm();
        await onInvited();
      }}
      idPrefix="invite"
      title={ACCOUNTS.inviteTitle}
      submitLabel={ACCOUNTS.inviteButton}
      answers={answers}
      after={link && <OneTimeLink label={ACCOUNTS.inviteLinkLabel} url={link} />}
    >
      <FormikField
        id="invite-username"
        name="username"
        label="Username"
        autoCapitalize="none"
        autoComplete="off"
      />
      <FormikField id="invite-email" name="email" label="E-mail" type="email" autoComplete="off" />
      <FormikSelect
        id="invite-role"
        name="role"
        label="Role"
        hint="Editors change hours, events and signs; admins also manage staff."
        options={STAFF_ROLES.map((role) => ({ value: role, label: role }))}
      />
    </AdminForm>
  );
}

/** A one-time link shown to copy (invitation or reset), with how long it works. */
export function OneTimeLink({ label, url }: { label: string; url: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div>
      <div className={adminStyles['one-time-link']}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {ACCOUNTS.copyLink}
        </Button>
      </div>
      <p role="status">{copied ? ACCOUNTS.linkCopied : ACCOUNTS.linkValidFor}</p>
    </div>
  );
}
