/**
 * Staff accounts, roles, sessions, audit and trash (docs/api.md "Accounts, roles, audit"): the
 * payloads the API and the admin share, and every text people read about them.
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

/** Texts of the API (messages of its 4xx answers). */
export const forbiddenAdminOnly = 'Only an admin can do this.';
export const forbiddenEditor = 'Your account may not make changes.';
export const linkInvalid =
  'This link is not valid: it has expired or was already used. Ask an admin for a new one.';
export const currentPasswordWrong = 'current_password is not your current password.';
export const cannotChangeOwnAccount =
  'You cannot change your own role or disable your own account: ask another admin.';
export const lastAdmin =
  'The site must keep at least one enabled admin: make another account an admin first.';
export const userNotFound = 'No staff account has this id.';
export const userExists = 'A staff account with this username or e-mail already exists.';
export const signedOut = 'Signed out.';
/** The header's, the phone menu's and the footer's way into the staff area once signed in. */
export const staffArea = 'Staff area';
export const signOut = 'Sign out';
export const yourProfile = 'Your profile';
/** "Forgot password?" (the same answer whether or not the account exists). */
export const forgotPasswordLink = 'Forgot password?';
export const forgotPasswordTitle = 'Forgot your password?';
export const forgotPasswordField = 'Your username or e-mail address';
export const forgotPasswordSend = 'Send me a reset link';
export const forgotPasswordMailed =
  'If an account has that username or e-mail address, a link to choose a new password is on its way to its e-mail address. It works once, for 72 hours. Nothing arrived? Ask an admin to reset your password.';
export const forgotPasswordNoMail =
  'This site cannot send e-mail: ask an admin to reset your password (on the Staff page), and they will give you a link.';
export const signedOutEverywhere = 'Signed out on every device.';
export const passwordChanged = 'Password changed. Other devices have been signed out.';
export const inviteAccepted = 'Your password is set. You can sign in now.';
export const eventNotInTrash = 'No deleted event with this id is in the trash.';
export const eventRestored = 'Event restored.';
export const pdfActiveContent =
  'The PDF contains active content (JavaScript, automatic actions, launch actions or embedded files), which is not allowed. Save it again without them (for example "Print to PDF") and upload that.';

export const pdfUnreadable =
  'The PDF could not be read (it may be damaged, cut short, password-protected or empty). Save it again (for example "Print to PDF") and upload that.';

/** Texts of the admin pages. */
export const staffTitle = 'Staff';
export const inviteTitle = 'Invite a volunteer';
export const inviteCreated = 'Invitation created. Copy the link and send it to them:';
export const resetCreated = 'Reset link created. Copy it and send it to them:';
export const profileTitle = 'Your profile';
export const historyTitle = 'History';
export const trashTitle = 'Trash';
export const acceptInviteTitle = 'Choose your password';
export const passwordsDiffer = 'The two passwords are not the same.';
export const saveFailed = 'Saving failed. Please try again.';
export const staffIntro =
  'Invite volunteers, change what they may do, disable an account or give someone a new one-time link to set their password.';
export const inviteButton = 'Create invitation';
export const inviteLinkLabel = 'Invitation link';
export const resetLinkLabel = 'Reset link';
export const copyLink = 'Copy link';
export const linkCopied = 'Link copied.';
export const linkValidFor = `The link works once, for ${72} hours.`;
export const staffLoadFailed = 'The staff accounts could not be loaded. Please reload the page.';
export const historyLoadFailed = 'The history could not be loaded. Please reload the page.';
export const trashLoadFailed = 'The trash could not be loaded. Please reload the page.';
export const trashIntro =
  'Deleted events stay here for 30 days. Restoring one brings it back with its picture and PDF.';
export const trashEmpty = 'The trash is empty.';
export const historyIntro =
  'Every change made through the site: who made it, when, and what changed. Newest first.';
export const historyEmpty = 'Nothing matches these filters.';
export const profileIntro = 'Change your password, or sign out on every device you have used.';
export const signOutEverywhereButton = 'Sign out everywhere';
export const signOutEverywhereQuestion =
  'Sign out on every device, this one included? You will need to sign in again.';
export const changePasswordButton = 'Change password';
export const passwordHint =
  'At least 12 characters. A few unrelated words work well; common passwords are refused.';
export const acceptInviteIntro = 'Choose the password for your staff account.';
export const acceptInviteDone = 'Your password is set.';
export const signInNow = 'Sign in now';
export const linkMissing = 'This page needs the link from your invitation. Ask an admin for one.';
export const passkeyFailed =
  'The passkey sign-in did not work (cancelled, or no passkey for this site). Try again, or use your password.';
export const passkeysTitle = 'Passkeys';
export const passkeysIntro =
  'A passkey lets you sign in on this device without typing a password (with your fingerprint, face or device PIN).';
export const addPasskey = 'Add a passkey';
export const noPasskeys = 'No passkeys yet.';
/** Adding a passkey asks again who you are unless you signed in within the last 5 minutes. */
export const passkeyNeedsPassword =
  'To add a passkey, enter your password (or sign in again): it proves this is still you.';
export const passkeyPasswordLabel = 'Your password';
export const passkeyExists = 'This passkey is already registered.';
export const passkeyNotFound = 'No passkey with this id.';
