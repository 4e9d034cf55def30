import {
  fetchStaff,
  fetchStaffPasskeys,
  removeStaffPasskey,
  resetStaff,
  updateStaff,
} from '@furnace/api-client';
import { useAuth } from '@furnace/auth';
import { ACCOUNTS } from '@furnace/contracts';
import { Button, VisuallyHidden } from '@furnace/ui';
import { useState } from 'react';
import adminStyles from '../../app/admin.module.css';
import { AdminPage, ListPanel, Table, useAdminList } from '../../components/AdminPage';
import { ConfirmButton } from '../../components/ConfirmButton';
import { PasskeyList } from '../../components/PasskeyList';
import { InviteForm, OneTimeLink } from './InviteForm';

const COLUMNS = ['Username', 'E-mail', 'Role', 'State', 'Passkeys', 'Actions'];

/** Staff (admins): list, invite, change role, disable and enable, reset, remove passkeys. */
export function StaffPage() {
  const { user } = useAuth();
  const [resetLink, setResetLink] = useState<{ username: string; url: string } | null>(null);
  const list = useAdminList('staff', fetchStaff, ACCOUNTS.staffLoadFailed);
  const { answers, act } = list;

  return (
    <AdminPage title={ACCOUNTS.staffTitle} intro={ACCOUNTS.staffIntro}>
      <InviteForm answers={answers} onInvited={list.reload} />
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
                      <PasskeyList
                        queryKey={`staff-passkeys-${account.id}`}
                        load={(signal) => fetchStaffPasskeys(account.id, signal)}
                        answers={answers}
                        place="list"
                        remove={(passkey) => removeStaffPasskey(account.id, passkey.id)}
                        none="None"
                        of={account.username}
                      />
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
            </Table>
          </>
        )}
      </ListPanel>
    </AdminPage>
  );
}
