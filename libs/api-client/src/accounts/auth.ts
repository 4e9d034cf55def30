import { ERRORS, type CurrentStaffUser, type TokenResponse } from '@furnace/contracts';
import { ApiError, apiUrl, jsonOr, postJson, send } from '../shared/http';

/** POST /auth/token (docs/product.md §7): null when the credentials were refused (401). */
export async function login(username: string, password: string): Promise<TokenResponse | null> {
  const response = await fetch(apiUrl('/auth/token'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
  if (response.status === 401) return null;
  const body = (await jsonOr<Partial<TokenResponse>>(response, ERRORS.duringLogin)) ?? {};
  if (!body.access_token) throw new Error(ERRORS.invalidAuthResponse);
  return body as TokenResponse;
}

export async function fetchCurrentUser(accessToken: string): Promise<CurrentStaffUser> {
  const response = await send('/users/me', {}, accessToken);
  const body = (await jsonOr<Partial<CurrentStaffUser>>(response, ERRORS.tokenValidation)) ?? {};
  if (!body.member_id || !body.email) throw new Error(ERRORS.invalidAuthResponse);
  return body as CurrentStaffUser;
}

/** Asks for a reset link: the API's sentence, the same whatever the account. */
export async function requestPasswordReset(usernameOrEmail: string): Promise<string> {
  const response = await postJson('/auth/forgot-password', { username_or_email: usernameOrEmail });
  const body = (await response.json().catch(() => ({}))) as { message?: unknown };
  if (!response.ok || typeof body.message !== 'string')
    throw new ApiError(`Error asking for a reset link: ${response.status}`, response.status);
  return body.message;
}
