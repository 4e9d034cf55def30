/** Pinned token settings: anything signed differently (another alg, issuer or audience) is refused. */
export const JWT_ALGORITHM = 'HS256' as const;
export const JWT_ISSUER = 'furnace-museum-api';
export const JWT_AUDIENCE = 'furnace-museum-staff';

/** '8h', '30m', '1d' pass through; a bare number means seconds (jsonwebtoken would read it as ms). */
export function expiresIn(value: string): number | string {
  return /^\d+$/.test(value) ? Number(value) : value.replace(/\s+/g, '');
}

/** The same duration in milliseconds (for the session row's expiry). */
export function expiresInMs(value: string): number {
  const match = /^(\d+)\s*(s|m|h|d)?$/.exec(value.trim());
  if (!match) return 8 * 3600 * 1000;
  const unit = { s: 1, m: 60, h: 3600, d: 86400 }[(match[2] ?? 's') as 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit * 1000;
}

/**
 * What we put in a token: the user's id (sub), for readability the username, and the session
 * (sid) it belongs to: ending the session (logout, password change, disable, "sign out
 * everywhere") refuses the token on its next use.
 */
export interface TokenPayload {
  sub: string;
  username: string;
  sid: string;
}
