export { AuthProvider, useAuth, type AuthState } from './auth-context';
export { RequireAuth } from './require-auth';
export { readStoredUser, writeStoredUser, clearStoredUser } from './storage';
