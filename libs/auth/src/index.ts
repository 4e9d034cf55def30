export { AuthProvider, useAuth, writeStoredUser } from './auth-context';
export { RequireAuth } from './require-auth';
