export const STAFF_ROLES = ['admin', 'editor'] as const;
/** admin: everything, staff accounts included; editor: hours, events, signs, content, alerts. */
export type StaffRole = (typeof STAFF_ROLES)[number];

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

export type InvitedStaffUser = Pick<StaffUser, 'id' | 'username' | 'email' | 'role'> & {
  invite_url: string;
};

export interface PasswordResetLink {
  reset_url: string;
}

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
  /** Secrets left out. */
  before?: unknown;
  after?: unknown;
}

export interface TrashedEvent {
  id: number;
  title: string;
  start_date: string;
  deleted_at: string;
  deleted_by: string | null;
  purge_at: string;
  has_pdf: boolean;
}

export interface Passkey {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export interface BackupFile {
  name: string;
  created_at: string;
  bytes: number;
}

export interface BackupRun {
  at: string;
  ok: boolean;
  file?: string;
  bytes?: number;
  error?: string;
}

/** How long an invitation or reset link works. */
export const INVITE_VALID_HOURS = 72;
