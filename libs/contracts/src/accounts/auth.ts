/** What the browsers keep in localStorage under STORED_USER_KEY (docs/product.md §3). */
export interface StoredUser {
  username: string;
  accessToken: string;
}
export const STORED_USER_KEY = 'user';

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
}

/** What an invitation or reset link opens; here because the shell's router needs it. */
export const ACCEPT_INVITE_PATH = '/accept-invite';
