import { fetchStaff, resetStaff, updateStaff, useApiQuery } from '@furnace/api-client';
import { useAuth } from '@furnace/auth';
import { ACCOUNTS, type StaffUser } from '@furnace/contracts';
import {
  Button,
  LiveMessage,
  PageHeading,
  VisuallyHidden,
  failure,
  success,
  type Message,
} from '@furnace/ui';
import { useState } from 'react';
import adminStyles from '../../app/admin.module.css';
import { ConfirmButton } from '../../components/ConfirmButton';
import { failureText } from '../../components/failure-text';
import { InviteForm } from './InviteForm';
import { OneTimeLink } from './OneTimeLink';
import { StaffPasskeys } from './StaffPasskeys';
import styles from '../../components/accounts.module.css';

/** Staff (admins): list, invite, change role, disable and enable, reset, remove passkeys. */
export function StaffPage() {
  const { user } = useAuth();
  const [message, setMessage] = useState<Message | null>(null);
  const [resetLink, setResetLink] = useState<{ username: string; url: string } | null>(null);
  const query = useApiQuery('staff', fetchStaff, {
    onError: () => setMessage(failure(ACCOUNTS.staffLoadFailed)),
  });
  const staff: StaffUser[] | null = query.data ?? (query.loading ? null : []);

  const act = async (work: () => Promise<unknown>, done: string) => {
    setMessage(null);
    try {
      await work();
    } catch (error) {
      setMessage(failure(failureText(error, (error as Error).message)));
      return;
    }
    setMessage(success(done));
    await query.reload();
  };

  return (
    <section>
      <PageHeading>{ACCOUNTS.staffTitle}</PageHeading>
      <p className={adminStyles['admin-page__intro']}>{ACCOUNTS.staffIntro}</p>
      <LiveMessage message={message} />
      <InviteForm onMessage={setMessage} onInvited={query.reload} />
      <section className={adminStyles['admin-panel']} aria-labelledby="staff-list-title">
        <h2 id="staff-list-title">Accounts</h2>
        {resetLink && (
          <div>
            <p>
              {ACCOUNTS.resetCreated} {resetLink.username}
            </p>
            <OneTimeLink label={ACCOUNTS.resetLinkLabel} url={resetLink.url} />
          </div>
        )}
        {staff === null ? (
          <p aria-busy="true">Loading staff…</p>
        ) : (
          <table className={styles['staff-table']}>
            <thead>
              <tr>
                <th scope="col">Username</th>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">State</th>
                <th scope="col">Passkeys</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {staff.map((account) => {
                const self = account.username === user?.username.toLowerCase();
                const otherRole = account.role === 'admin' ? 'editor' : 'admin';
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
                      <StaffPasskeys account={account} onMessage={setMessage} />
                    </td>
                    <td>
                      {self ? (
                        <span>This is you</span>
                      ) : (
                        <div className={adminStyles['button-row']}>
                          <Button
                            variant="secondary"
                            onClick={() =>
                              void act(
                                () => updateStaff(account.id, { role: otherRole }),
                                `${account.username} is now ${otherRole === 'admin' ? 'an admin' : 'an editor'}.`,
                              )
                            }
                          >
                            Make {otherRole}
                            <VisuallyHidden> ({account.username})</VisuallyHidden>
                          </Button>
                          {account.disabled ? (
                            <Button
                              variant="secondary"
                              onClick={() =>
                                void act(
                                  () => updateStaff(account.id, { disabled: false }),
                                  `${account.username} is enabled again.`,
                                )
                              }
                            >
                              Enable<VisuallyHidden> {account.username}</VisuallyHidden>
                            </Button>
                          ) : (
                            <ConfirmButton
                              question={`Disable ${account.username}? They are signed out at once, their passkeys are removed, and they cannot sign in until enabled again.`}
                              confirmLabel="Yes, disable"
                              onConfirm={() =>
                                act(
                                  () => updateStaff(account.id, { disabled: true }),
                                  `${account.username} is disabled and signed out.`,
                                )
                              }
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
            </tbody>
          </table>
        )}
      </section>
    </section>
  );
}
