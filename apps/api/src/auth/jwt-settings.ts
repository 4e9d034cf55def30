/** Pinned token settings: anything signed differently (another alg, issuer or audience) is refused. */
export const JWT_ALGORITHM = 'HS256' as const;
export const JWT_ISSUER = 'furnace-museum-api';
export const JWT_AUDIENCE = 'furnace-museum-staff';

/** JWT_EXPIRES_IN (checked by the config) in seconds. */
export function tokenLifetimeSeconds(value: string): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  if (!match) throw new Error(`JWT_EXPIRES_IN is not a duration: "${value}"`);
  const unit: Record<string, number> = { '': 1, s: 1, m: 60, h: 3600, d: 86400 };
  return Number(match[1]) * unit[match[2]];
}

/** `sid`: ending the session refuses the token on its next use. */
export interface TokenPayload {
  sub: string;
  username: string;
  sid: string;
}
