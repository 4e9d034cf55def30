/** What the browsers keep in localStorage under STORED_USER_KEY (docs/product.md §3). */
export interface StoredUser {
  username: string;
  accessToken: string;
}
export const STORED_USER_KEY = 'user';

/** POST /api/v1/auth/token */
export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
}

/** GET /api/v1/users/me */
export interface CurrentUser {
  member_id: string;
  email: string;
  /** The account's role (docs/api.md "Accounts, roles, audit"). */
  role?: 'admin' | 'editor';
}
