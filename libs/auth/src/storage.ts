import { STORED_USER_KEY, type StoredUser } from '@furnace/contracts';

/** The signed-in user lives in localStorage as {username, accessToken} (docs/product.md §3). */
export function readStoredUser(): StoredUser | null {
  if (typeof window === 'undefined') return null; // a server render: nobody is signed in there
  try {
    const raw = window.localStorage.getItem(STORED_USER_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredUser>;
    return parsed.username && parsed.accessToken
      ? { username: parsed.username, accessToken: parsed.accessToken }
      : null;
  } catch {
    return null; // unreadable storage counts as signed out
  }
}

export function writeStoredUser(user: StoredUser): void {
  window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
}

export function clearStoredUser(): void {
  window.localStorage.removeItem(STORED_USER_KEY);
}
