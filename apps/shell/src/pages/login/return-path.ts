import type { Location } from '@furnace/router';

/**
 * Where to go after signing in: the page RequireAuth sent the user away from (its Location is in
 * the navigation state as `from`), else the staff area, '/admin'. Never back to /login itself.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || from.pathname === '/login') return '/admin';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
