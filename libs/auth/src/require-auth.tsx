import { Navigate, useLocation } from '@furnace/router';
import type { ReactNode } from 'react';
import { useAuth } from './auth-context';

/**
 * Renders its children only for a signed-in user. While the stored user is being validated it
 * renders nothing; without a user it sends the visitor to /login, remembering where they were going.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return null;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return <>{children}</>;
}
