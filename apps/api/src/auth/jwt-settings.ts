/** Pinned token settings: anything signed differently (another alg, issuer or audience) is refused. */
export const JWT_ALGORITHM = 'HS256' as const;
export const JWT_ISSUER = 'furnace-museum-api';
export const JWT_AUDIENCE = 'furnace-museum-staff';

/** '8h', '30m', '1d' pass through; a bare number means seconds (jsonwebtoken would read it as ms). */
export function expiresIn(value: string): number | string {
  return /^\d+$/.test(value) ? Number(value) : value.replace(/\s+/g, '');
}

/** What we put in a token: the user's id (sub) and, for readability, the username. */
export interface TokenPayload {
  sub: string;
  username: string;
}
