import { STORED_USER_KEY, type StoredUser } from '@furnace/contracts';

// The signed-in user lives in localStorage as {username, accessToken} (docs/product.md §3); the
// api-client reads it too, for the token of its calls.
export { readStoredUser } from '@furnace/api-client';

export function writeStoredUser(user: StoredUser): void {
  window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
}

export function clearStoredUser(): void {
  window.localStorage.removeItem(STORED_USER_KEY);
}
