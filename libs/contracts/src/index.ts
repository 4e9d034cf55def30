export * from './days';
export * from './hours';
export * from './events';
export * from './auth';
export * as ERRORS from './errors';
export * as MESSAGES from './messages';
export * from './api-error';
export * from './registry';
export * from './site';
export * from './site-name';
export * from './remotes';
export * from './museum-dates';
export * from './input-limits';
export * from './content-schema';
export * from './content-keys';
export * from './content-defaults';
export * from './alerts';
export * as HOURS_TEXTS from './hours-texts';
export * as HOURS_UI from './hours-admin-texts';
export * from './structured-data';
export * from './content-admin-texts';
export * as ACCOUNTS from './accounts-texts';
export * as BACKUPS from './backups-texts';
export type {
  StaffRole,
  StaffUser,
  InvitedStaffUser,
  PasswordResetLink,
  CurrentStaffUser,
  AuditEntry,
  Passkey,
  TrashedEvent,
  BackupFile,
  BackupRun,
} from './accounts-texts';
export { STAFF_ROLES, INVITE_VALID_HOURS } from './accounts-texts';
export * from './recurrence';
export * from './upload-limits';
export * from './events-admin-texts';
export * as EVENTS_PUBLIC from './events-public-texts';
export * from './page-heads';
export * from './event-page-head';
export * from './server-render';
export * from './input-values';
export * from './payload';
export * from './payloads/accounts';
export * from './payloads/alerts';
export * from './payloads/events';
export * from './payloads/hours';
export * from './payloads/signs';
export * from './record-version';
export * from './history-texts';
