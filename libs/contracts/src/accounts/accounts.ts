/**
 * Staff accounts, roles, sessions, audit and trash (docs/api.md "Accounts, roles, audit"): the
 * shapes the API and the admin share. Every text people read about them is in accounts-texts.ts.
 */

export const STAFF_ROLES = ['admin', 'editor'] as const;
/** admin: everything, staff accounts included; editor: hours, events, signs, content, alerts. */
export type StaffRole = (typeof STAFF_ROLES)[number];

/** GET /api/v1/users (admin): one row per account. */
export interface StaffUser {
  id: number;
  username: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
  /** False while an invitation has not been accepted. */
  has_password: boolean;
  created_at: string;
}

/** POST /api/v1/users {username, email, role} (admin) -> 201 */
export interface InvitedStaffUser {
  id: number;
  username: string;
  email: string;
  role: StaffRole;
  invite_url: string;
}

/** POST /api/v1/users/{id}/reset (admin) -> 200 */
export interface PasswordResetLink {
  reset_url: string;
}

/** GET /api/v1/users/me: the signed-in account (member_id and email as before, plus the role). */
export interface CurrentStaffUser {
  member_id: string;
  email: string;
  role: StaffRole;
}

/** GET /api/v1/audit?limit=N (an admin: everyone's; an editor: their own): newest first. */
export interface AuditEntry {
  at: string;
  username: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  summary: string;
  /** The record before and after the change (secrets left out); HISTORY's describeChange reads them. */
  before?: unknown;
  after?: unknown;
}

/** GET /api/v1/events/trash (admin): a deleted event as the admin lists it. */
export interface TrashedEvent {
  id: number;
  title: string;
  start_date: string;
  deleted_at: string;
  deleted_by: string | null;
  /** When it leaves the trash for good. */
  purge_at: string;
  has_pdf: boolean;
}

/** GET /api/v1/auth/passkeys (the owner's) and /api/v1/users/{id}/passkeys (an admin's view). */
export interface Passkey {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** GET /api/v1/backups (admin): one kept backup file. */
export interface BackupFile {
  name: string;
  created_at: string;
  bytes: number;
}

/** GET /api/v1/backups/nightly (admin): how the last nightly backup went. */
export interface BackupRun {
  at: string;
  ok: boolean;
  file?: string;
  bytes?: number;
  error?: string;
}

/** How long an invitation or reset link works. */
export const INVITE_VALID_HOURS = 72;
