import request from 'supertest';
import type { TestApp } from '../test-app';

/**
 * The environment of a test app whose sign-in is throttled at `limit` attempts a minute per client
 * address, behind a proxy on loopback (X-Forwarded-For from 127.0.0.1 stands in for other clients).
 */
export const throttledSignInEnv = (limit: number, slowdownMs: number) => ({
  LOGIN_THROTTLE_LIMIT: String(limit),
  LOGIN_THROTTLE_TTL_MS: '60000',
  TRUST_PROXY: 'loopback',
  LOGIN_SLOWDOWN_MS: String(slowdownMs),
});

/** One sign-in attempt, from `forwardedFor` when given (see throttledSignInEnv); any answer. */
export function signInAttempt(
  api: TestApp,
  username: string,
  password: string,
  forwardedFor?: string,
): request.Test {
  const req = request(api.url).post('/api/v1/auth/token').type('form');
  if (forwardedFor) req.set('X-Forwarded-For', forwardedFor);
  return req.send({ username, password });
}
