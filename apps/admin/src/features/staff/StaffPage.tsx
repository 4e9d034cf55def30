import { fetchStaff, inviteStaff, resetStaff, updateStaff } from '@furnace/api-client';
import { useAuth } from '@furnace/auth';
import {
  ACCOUNTS,
  inviteUserSchema,
  MESSAGES,
  payloadField,
  STAFF_ROLES,
  type StaffRole,
} from '@furnace/contracts';
import { Button, VisuallyHidden } from '@furnace/ui';
import { useId, useState } from 'react';
import * as Yup from 'yup';
import adminStyles from '../../app/admin.module.css';
import { AdminForm } from '../../components/AdminForm';
import { AdminPage, ListPanel, Table, useAdminList } from '../../components/AdminPage';
import { ConfirmButton } from '../../components/ConfirmButton';
import { PasskeyList } from '../../components/PasskeyList';

/** The API's rules for an invitation (inviteUserSchema), with the form's own "Required". */
const schema = Yup.object({
  username: payloadField(inviteUserSchema, 'username').required(MESSAGES.required),
  email: payloadField(inviteUserSchema, 'email').required(MESSAGES.required),
  role: payloadField(inviteUserSchema, 'role').required(MESSAGES.required),
});

const INVITE_FIELDS = [
  { name: 'username', label: 'Username', autoCapitalize: 'none', autoComplete: 'off' },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'off' },
  {
    name: 'role',
    label: 'Role',
    hint: 'Editors change hours, events and signs; admins also manage staff.',
    options: STAFF_ROLES.map((role) => ({ value: role, label: role })),
  },
];

const COLUMNS = ['Username', 'E-mail', 'Role', 'State', 'Passkeys', 'Actions'];

/** Staff (admins): list, invite, change role, disable and enable, reset, remove passkeys. */
export function StaffPage() {
  const { user } = useAuth();
  const [inviteLink, setInviteLink] = useState<string | null>(null);
  const [resetLink, setResetLink] = useState<{ username: string; url: string } | null>(null);
  const list = useAdminList('staff', fetchStaff, ACCOUNTS.staffLoadFailed);
  const { answers, act } = list;

  return (
    <AdminPage title={ACCOUNTS.staffTitle} intro={ACCOUNTS.staffIntro}>
      {/* Invite a volunteer: the one-time link is shown to copy (and mailed when the site can). */}
      <AdminForm
        initial={() => ({ username: '', email: '', role: 'editor' as StaffRole })}
        validationSchema={schema}
        save={async (values) => {
          setInviteLink(null);
          // Read as the API reads them (trimmed): the schema's cast.
          const account = await inviteStaff(schema.cast(values) as typeof values);
          setInviteLink(account.invite_url);
          return account;
        }}
        done={(account) => `${ACCOUNTS.inviteCreated} ${account.username}`}
        onSaved={list.reload}
        idPrefix="invite"
        title={ACCOUNTS.inviteTitle}
        submitLabel={ACCOUNTS.inviteButton}
        answers={answers}
        after={inviteLink && <OneTimeLink label={ACCOUNTS.inviteLinkLabel} url={inviteLink} />}
        fields={INVITE_FIELDS}
      />
      <ListPanel title="Accounts" list={list} loading="Loading staff…">
        {(staff) => (
          <>
            {resetLink && (
              <div>
                <p>
                  {ACCOUNTS.resetCreated} {resetLink.username}
                </p>
                <OneTimeLink label={ACCOUNTS.resetLinkLabel} url={resetLink.url} />
              </div>
            )}
            <Table columns={COLUMNS}>
              {staff.map((account) => {
                const self = account.username === user?.username.toLowerCase();
                const otherRole = account.role === 'admin' ? 'editor' : 'admin';
                const update = (change: Parameters<typeof updateStaff>[1], said: string) => () =>
                  act(() => updateStaff(account.id, change), `${account.username} ${said}`);
                return (
                  <tr key={account.id}>
                    <th scope="row">{account.username}</th>
                    <td>{account.email}</td>
                    <td>{account.role}</td>
                    <td>
                      {account.disabled
                        ? 'Disabled'
                        : account.has_password
                          ? 'Active'
                          : 'Invited (no password yet)'}
                    </td>
                    <td>
                      {/* An admin can remove a passkey someone added with a stolen session. */}
                      <PasskeyList answers={answers} account={account} />
                    </td>
                    <td>
                      {self ? (
                        <span>This is you</span>
                      ) : (
                        <div className={adminStyles['button-row']}>
                          <Button
                            variant="secondary"
                            onClick={update(
                              { role: otherRole },
                              `is now ${otherRole === 'admin' ? 'an admin' : 'an editor'}.`,
                            )}
                          >
                            Make {otherRole}
                            <VisuallyHidden> ({account.username})</VisuallyHidden>
                          </Button>
                          {account.disabled ? (
                            <Button
                              variant="secondary"
                              onClick={update({ disabled: false }, 'is enabled again.')}
                            >
                              Enable<VisuallyHidden> {account.username}</VisuallyHidden>
                            </Button>
                          ) : (
                            <ConfirmButton
                              question={`Disable ${account.username}? They are signed out at once, their passkeys are removed, and they cannot sign in until enabled again.`}
                              confirmLabel="Yes, disable"
                              onConfirm={update({ disabled: true }, 'is disabled and signed out.')}
                            >
                              Disable<VisuallyHidden> {account.username}</VisuallyHidden>
                            </ConfirmButton>
                          )}
                          <ConfirmButton
                            question={`Reset the password of ${account.username}? Their password stops working, their passkeys are removed and they are signed out; you get a new one-time link for them.`}
                            confirmLabel="Yes, reset"
                            onConfirm={() =>
                              act(async () => {
                                const { reset_url } = await resetStaff(account.id);
                                setResetLink({ username: account.username, url: reset_url });
                              }, `${ACCOUNTS.resetCreated} ${account.username}`)
                            }
                          >
                            Reset password<VisuallyHidden> of {account.username}</VisuallyHidden>
                          </ConfirmButton>
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </Table>
          </>
        )}
      </ListPanel>
    </AdminPage>
  );
}

/** A one-time link shown to copy (invitation or reset), with how long it works. */
function OneTimeLink({ label, url }: { label: string; url: string }) {
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
