/** Pinned token settings: anything signed differently (another alg, issuer or audience) is refused. */
export const JWT_ALGORITHM = 'HS256' as const;
export const JWT_ISSUER = 'furnace-museum-api';
export const JWT_AUDIENCE = 'furnace-museum-staff';

/** `sid`: ending the session refuses the token on its next use. */
export interface TokenPayload {
  sub: string;
  username: string;
  sid: string;
}
