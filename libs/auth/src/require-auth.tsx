import { Navigate, useLocation } from '@furnace/router';
import type { ReactNode } from 'react';
import { useAuth } from './auth-context';

/** Children for a signed-in user; nothing while validating; else /login, remembering the page. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return null;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return <>{children}</>;
}
