export * from './shared/http';
export * from './hours/admin-schedule';
export * from './events/events';
export * from './events/past-events';
export * from './events/admin-events';
export * from './signs/admin-signs';
export * from './shared/files';
export * from './accounts/auth';
export * from './accounts/admin-accounts';
export * from './accounts/passkey-login';
export { UNAUTHORIZED_EVENT, readStoredUser, setReauthenticate } from './shared/session';
export type { UploadProgress } from './shared/upload';
export * from './content/site-content';
export * from './content/admin-content';
// eslint-disable-next-line @nx/enforce-module-boundaries -- by name: the shared singleton (query.ts)
export * from '@furnace/api-client/query';
