export { AuthProvider, RequireAuth, useAuth, writeStoredUser } from './auth-context';
