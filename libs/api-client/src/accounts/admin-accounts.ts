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
import { authorizedJson, authorizedOk, type Describe } from '../shared/authorized';
import { ApiError, apiUrl, postJson, readRefusal, withQuery } from '../shared/http';

type AuditRow = AuditEntry & {
  id: number;
  can_revert?: boolean;
  reverted_at?: string | null;
};

/** The API's own sentence for a refusal (it names the field), else `fallback` with the status. */
const ownWords =
  (fallback: string): Describe =>
  (status, { message }) =>
    new ApiError(message ?? `${fallback}: ${status}`, status);

export const failure = async (response: Response, fallback: string) =>
  ownWords(fallback)(response.status, await readRefusal(response));

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

/** Ends the token's session on the server, best effort: signing out never fails for the user. */
export async function endSession(accessToken: string): Promise<void> {
  try {
    await fetch(apiUrl('/auth/logout'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
      keepalive: true,
    });
  } catch {
    // offline: the token still expires on its own
  }
}

export async function acceptInvite(
  token: string,
  password: string,
): Promise<{ message: string; username: string }> {
  const response = await postJson('/auth/accept-invite', { token, password });
  if (!response.ok) throw await failure(response, 'Error setting the password');
  return (await response.json()) as { message: string; username: string };
}

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

export const fetchPasskeys = (signal?: AbortSignal) =>
  get<Passkey[]>('/auth/passkeys', 'Error getting your passkeys', signal);

export async function registerPasskey(name: string, password?: string): Promise<Passkey> {
  // The password is asked for only when the sign-in is over 5 minutes old (a 403 says so).
  const optionsJSON = await call<
    Parameters<typeof import('@simplewebauthn/browser').startRegistration>[0]['optionsJSON']
  >(
    'POST',
    '/auth/passkeys/register-options',
    'Error starting the passkey',
    password ? { password } : {},
  );
  const { startRegistration } = await import('@simplewebauthn/browser');
  const response = await startRegistration({ optionsJSON });
  return call('POST', '/auth/passkeys/register', 'Error saving the passkey', { response, name });
}

export const removePasskey = (id: string) =>
  call<MessageResponse>(
    'DELETE',
    `/auth/passkeys/${encodeURIComponent(id)}`,
    'Error removing the passkey',
  );

export const fetchStaffPasskeys = (userId: number, signal?: AbortSignal) =>
  get<Passkey[]>(`/users/${userId}/passkeys`, 'Error getting the passkeys', signal);

export const removeStaffPasskey = (userId: number, id: string) =>
  call<MessageResponse>(
    'DELETE',
    `/users/${userId}/passkeys/${encodeURIComponent(id)}`,
    'Error removing the passkey',
  );

export const fetchBackups = (signal?: AbortSignal) =>
  get<BackupFile[]>('/backups', 'Error getting the backups', signal);

export const fetchLastNightlyBackup = (signal?: AbortSignal) =>
  get<{ last: BackupRun | null }>('/backups/nightly', 'Error getting the nightly backup', signal);

export const makeBackup = () =>
  call<{ name: string }>('POST', '/backups', 'Error making the backup');

export async function downloadBackup(name: string): Promise<Blob> {
  const path = `/backups/${encodeURIComponent(name)}`;
  const call = { headers: { Accept: 'application/gzip' } };
  return (await authorizedOk(path, call, ownWords('Error downloading the backup'))).blob();
}

export const revertChange = (id: number) =>
  call<MessageResponse>('POST', `/audit/${id}/revert`, 'Error reverting the change');
