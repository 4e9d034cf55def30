import * as argon2 from 'argon2';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { JWT_SETTINGS } from '../src/auth/jwt.strategy';
import { ARGON2_MINIMUM } from '../src/config/app-config';
import { sql, TEST_ADMIN_PASSWORD, TEST_JWT_SECRET, type TestApp } from './test-app';

/** The first-run admin's password (FIRST_RUN_ADMIN_PASSWORD, see startTestApp). */
export function adminPassword(api: TestApp): string {
  return api.config.firstRunAdminPassword ?? TEST_ADMIN_PASSWORD;
}

export async function signIn(
  api: TestApp,
  username = 'admin',
  password = adminPassword(api),
): Promise<string> {
  const res = await request(api.url)
    .post('/api/v1/auth/token')
    .type('form')
    .send({ username, password })
    .expect(200);
  return res.body.access_token as string;
}

/**
 * A staff user written straight into the table (as an older release or the CLI would have), its
 * password hashed with argon2id at `cost` (today's minimum unless given, e.g. a weaker old one).
 * Answers its id.
 */
export async function insertUser(
  api: TestApp,
  username: string,
  password: string,
  cost: { memoryCost: number; timeCost: number; parallelism: number } = ARGON2_MINIMUM,
  role: 'admin' | 'editor' = 'editor',
): Promise<number> {
  const hash = await argon2.hash(password, { type: argon2.argon2id, ...cost });
  const [{ id }] = await sql<{ id: number }>(
    api.databaseUrl,
    `INSERT INTO users (member_id, email, password_hash, role) VALUES ($1, $2, $3, $4) RETURNING id`,
    [username, `${username}@example.org`, hash, role],
  );
  return id;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Tokens that must all be refused with 401. */
export function badTokens(userId: number): Record<string, string> {
  const claims = { sub: String(userId), username: 'admin' };
  const good = {
    algorithm: 'HS256' as const,
    issuer: JWT_SETTINGS.issuer,
    audience: JWT_SETTINGS.audience,
  };
  const now = Math.floor(Date.now() / 1000);
  return {
    expired: jwt.sign({ ...claims, iat: now - 7200, exp: now - 3600 }, TEST_JWT_SECRET, {
      ...good,
    }),
    'bad signature': jwt.sign(claims, 'another-secret-that-is-long-enough-0123456789', {
      ...good,
      expiresIn: 600,
    }),
    'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, iss: JWT_SETTINGS.issuer, aud: JWT_SETTINGS.audience, exp: now + 600 })}.`,
    'alg HS512': jwt.sign(claims, TEST_JWT_SECRET, { ...good, algorithm: 'HS512', expiresIn: 600 }),
    'wrong issuer': jwt.sign(claims, TEST_JWT_SECRET, {
      ...good,
      issuer: 'someone-else',
      expiresIn: 600,
    }),
    'wrong audience': jwt.sign(claims, TEST_JWT_SECRET, {
      ...good,
      audience: 'someone-else',
      expiresIn: 600,
    }),
    'no exp': jwt.sign(claims, TEST_JWT_SECRET, { ...good }),
    garbage: 'not-a-jwt',
  };
}
