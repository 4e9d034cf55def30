export { AuthProvider, useAuth, writeStoredUser, type AuthState } from './auth-context';
export { RequireAuth } from './require-auth';
