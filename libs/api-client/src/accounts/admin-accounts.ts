import type {
  AuditEntry,
  BackupFile,
  BackupRun,
  InvitedStaffUser,
  MessageResponse,
  Passkey,
  PasswordResetLink,
  StaffRole,
  StaffUser,
  TrashedEvent,
} from '@furnace/contracts';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { authorized, authorizedJson } from '../shared/authorized';
import { jsonOr, okOr, ownWords, postJson, send, withQuery } from '../shared/http';

type AuditRow = AuditEntry & {
  id: number;
  can_revert?: boolean;
  reverted_at?: string | null;
};

const get = <T>(path: string, fallback: string, signal?: AbortSignal) =>
  authorizedJson<T>(path, { signal }, ownWords(fallback));

const call = <T>(method: string, path: string, fallback: string, body?: unknown) =>
  authorizedJson<T>(path, { method, body }, ownWords(fallback));

export const fetchStaff = (signal?: AbortSignal) =>
  get<StaffUser[]>('/users', 'Error getting staff accounts', signal);

export const inviteStaff = (input: { username: string; email: string; role: StaffRole }) =>
  call<InvitedStaffUser>('POST', '/users', 'Error inviting', input);

export const updateStaff = (id: number, changes: { role?: StaffRole; disabled?: boolean }) =>
  call<StaffUser>('PATCH', `/users/${id}`, 'Error changing the account', changes);

export const resetStaff = (id: number) =>
  call<PasswordResetLink>('POST', `/users/${id}/reset`, 'Error resetting the password');

export const changeOwnPassword = (current_password: string, new_password: string) =>
  call<MessageResponse>('POST', '/users/me/password', 'Error changing the password', {
    current_password,
    new_password,
  });

export const logoutEverywhere = () =>
  call<MessageResponse>('POST', '/auth/logout-everywhere', 'Error signing out');

/** Ends the token's session on the server, best effort (offline, it expires on its own). */
export async function endSession(accessToken: string): Promise<void> {
  await send('/auth/logout', { method: 'POST', keepalive: true }, accessToken).catch(() => null);
}

export const acceptInvite = async (token: string, password: string) =>
  jsonOr<{ message: string; username: string }>(
    await postJson('/auth/accept-invite', { token, password }),
    ownWords('Error setting the password'),
  );

/** GET /audit (admin: everyone's changes) or, with `mine`, GET /audit/mine (the caller's own). */
export const fetchAudit = (
  filter: { limit?: number; entity?: string; username?: string; action?: string } = {},
  signal?: AbortSignal,
  mine = false,
) =>
  get<AuditRow[]>(
    withQuery(`/audit${mine ? '/mine' : ''}`, filter),
    'Error getting the history',
    signal,
  );

export const fetchTrash = (signal?: AbortSignal) =>
  get<TrashedEvent[]>('/events/trash', 'Error getting the trash', signal);

export const restoreEvent = (id: number) =>
  call<{ id: number }>('POST', `/events/${id}/restore`, 'Error restoring the event');

/** Your own passkeys, or with `userId` a staff member's (an admin's Staff page). */
const passkeys = (userId?: number) =>
  userId === undefined ? '/auth/passkeys' : `/users/${userId}/passkeys`;

export const fetchPasskeys = (signal?: AbortSignal, userId?: number) =>
  get<Passkey[]>(
    passkeys(userId),
    userId === undefined ? 'Error getting your passkeys' : 'Error getting the passkeys',
    signal,
  );

export async function registerPasskey(name: string, password?: string): Promise<Passkey> {
  // The password is asked for only when the sign-in is over 5 minutes old (a 403 says so).
  const optionsJSON = await call<PublicKeyCredentialCreationOptionsJSON>(
    'POST',
    '/auth/passkeys/register-options',
    'Error starting the passkey',
    password ? { password } : {},
  );
  const { startRegistration } = await import('@simplewebauthn/browser');
  const response = await startRegistration({ optionsJSON });
  return call('POST', '/auth/passkeys/register', 'Error saving the passkey', { response, name });
}

export const removePasskey = (id: string, userId?: number) =>
  call<MessageResponse>(
    'DELETE',
    `${passkeys(userId)}/${encodeURIComponent(id)}`,
    'Error removing the passkey',
  );

export const fetchBackups = (signal?: AbortSignal) =>
  get<BackupFile[]>('/backups', 'Error getting the backups', signal);

export const fetchLastNightlyBackup = (signal?: AbortSignal) =>
  get<{ last: BackupRun | null }>('/backups/nightly', 'Error getting the nightly backup', signal);

export const makeBackup = () =>
  call<{ name: string }>('POST', '/backups', 'Error making the backup');

export async function downloadBackup(name: string): Promise<Blob> {
  const call = { headers: { Accept: 'application/gzip' } };
  const response = await authorized(`/backups/${encodeURIComponent(name)}`, call);
  return (await okOr(response, ownWords('Error downloading the backup'))).blob();
}

export const revertChange = (id: number) =>
  call<MessageResponse>('POST', `/audit/${id}/revert`, 'Error reverting the change');
