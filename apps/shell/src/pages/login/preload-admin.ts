import { loadRemote } from '@module-federation/enhanced/runtime';

/**
 * Starts fetching the admin remote while the redirect happens, so the dashboard appears sooner.
 * Called only after a successful sign-in: visitors must never download admin code. Fire and
 * forget; if it fails, the route's own load retries and shows its fallback.
 */
export function preloadAdmin(): void {
  loadRemote('admin/routes').catch(() => undefined);
}
