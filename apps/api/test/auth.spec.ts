import request from 'supertest';
import { PasswordHasher } from '../src/users/password-hasher';
import { adminPassword, insertUser, signIn } from './auth-helpers';
import { signInAttempt, throttledSignInEnv } from './support/sign-in-throttling';
import { sql, useTestApp } from './test-app';

describe('sign-in and the current user', () => {
  const api = useTestApp();

  it('first run created admin with an argon2id hash and wrote the password file', async () => {
    const [row] = await sql<{ member_id: string; password_hash: string; disabled: boolean }>(
      api.databaseUrl,
      'SELECT member_id, password_hash, disabled FROM users',
    );
    expect(row.member_id).toBe('admin');
    expect(row.disabled).toBe(false);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(adminPassword(api).length).toBeGreaterThanOrEqual(12);
  });

  it('issues a bearer token for the right password (form-encoded) and /users/me answers', async () => {
    const res = await request(api.url)
      .post('/api/v1/auth/token')
      .type('form')
      .send({ username: 'Admin', password: adminPassword(api) })
      .expect(200);
    expect(res.body).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
    const [header, payload] = res.body.access_token
      .split('.')
      .slice(0, 2)
      .map((part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({
      iss: expect.any(String),
      aud: expect.any(String),
      exp: expect.any(Number),
    });
    expect(payload.exp - payload.iat).toBe(8 * 3600);

    const me = await request(api.url)
      .get('/api/v1/users/me')
      .auth(res.body.access_token, { type: 'bearer' })
      .expect(200);
    expect(me.body).toEqual({
      member_id: 'admin',
      email: expect.stringContaining('@'),
      role: 'admin',
    });
  });

  it('gives the same 401 body for an unknown user and a wrong password', async () => {
    const unknown = await request(api.url)
      .post('/api/v1/auth/token')
      .type('form')
      .send({ username: 'nobody', password: 'whatever-password' })
      .expect(401);
    const wrong = await request(api.url)
      .post('/api/v1/auth/token')
      .type('form')
      .send({ username: 'admin', password: 'whatever-password' })
      .expect(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Invalid username or password.',
    });
  });

  it('takes comparable time for an unknown user and a wrong password (both run argon2)', async () => {
    // What makes the two answers take the same time is the work: one argon2 verification each,
    // against a hash of the same cost. That is checked, rather than timed (a busy machine's
    // timings prove nothing either way).
    const hasher = api.app.get(PasswordHasher);
    const verified: string[] = [];
    const verify = hasher.verify.bind(hasher);
    const watched = jest.spyOn(hasher, 'verify').mockImplementation((hash, password) => {
      if (hash) verified.push(hash.replace(/\$[^$]*\$[^$]*$/, '')); // its parameters, not its salt
      return verify(hash, password);
    });
    const signInAs = (username: string) =>
      request(api.url)
        .post('/api/v1/auth/token')
        .type('form')
        .send({ username, password: 'whatever-password' })
        .expect(401);
    try {
      await signInAs('nobody');
      const forUnknown = verified.splice(0);
      await signInAs('admin');
      const forWrongPassword = verified.splice(0);
      expect(forUnknown).toEqual([
        `$argon2id$v=19$m=${api.config.argon2.memoryCost},p=1,t=${api.config.argon2.timeCost}`,
      ]);
      expect(forWrongPassword).toEqual(forUnknown);
    } finally {
      watched.mockRestore();
    }
  });

  it('400 for a missing password, 401 for /users/me without a token', async () => {
    const res = await request(api.url)
      .post('/api/v1/auth/token')
      .type('form')
      .send({ username: 'admin' })
      .expect(400);
    expect(res.body.message).toBe('password is required');
    await request(api.url).get('/api/v1/users/me').expect(401);
  });

  it('has no registration endpoint (creating a user needs an admin’s token)', async () => {
    await request(api.url).post('/api/v1/users').send({ username: 'x', password: 'y' }).expect(401);
    await request(api.url)
      .post('/api/v1/auth/register')
      .send({ username: 'x', password: 'y' })
      .expect(404);
  });

  it('rehashes on sign-in when the stored hash is weaker than today’s parameters', async () => {
    await insertUser(api, 'old', 'a-long-enough-password', {
      memoryCost: 8192,
      timeCost: 1,
      parallelism: 1,
    });
    await signIn(api, 'old', 'a-long-enough-password');
    const [row] = await sql<{ password_hash: string }>(
      api.databaseUrl,
      `SELECT password_hash FROM users WHERE member_id = 'old'`,
    );
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    await signIn(api, 'old', 'a-long-enough-password');
  });

  it('a disabled user cannot sign in, and a deleted user’s token stops working at once', async () => {
    await insertUser(api, 'temp', 'another-long-password');
    const token = await signIn(api, 'temp', 'another-long-password');
    await request(api.url).get('/api/v1/users/me').auth(token, { type: 'bearer' }).expect(200);
    await sql(api.databaseUrl, `UPDATE users SET disabled = true WHERE member_id = 'temp'`);
    await request(api.url).get('/api/v1/users/me').auth(token, { type: 'bearer' }).expect(401);
    await request(api.url)
      .post('/api/v1/auth/token')
      .type('form')
      .send({ username: 'temp', password: 'another-long-password' })
      .expect(401);
    await sql(api.databaseUrl, `DELETE FROM users WHERE member_id = 'temp'`);
    await request(api.url).get('/api/v1/users/me').auth(token, { type: 'bearer' }).expect(401);
  });
});

describe('sign-in throttling', () => {
  const api = useTestApp({ env: throttledSignInEnv(3, 10) });
  const attempt = (username: string, forwardedFor?: string) =>
    signInAttempt(api, username, 'wrong-password-123', forwardedFor);

  it('per client address: 429 with Retry-After past the limit', async () => {
    for (const user of ['a1', 'a2', 'a3'])
      expect((await attempt(user, '203.0.113.1')).status).toBe(401);
    const res = await attempt('a4', '203.0.113.1');
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/Too many sign-in attempts/),
    });
    // Another address is not affected.
    expect((await attempt('a5', '203.0.113.2')).status).toBe(401);
  });

  it('per username and address: one address guessing one account is blocked, not its owner elsewhere', async () => {
    // Two addresses, so the per-address limit (3) is not what blocks.
    expect((await attempt('victim', '198.51.100.1')).status).toBe(401);
    expect((await attempt('victim', '198.51.100.1')).status).toBe(401);
    expect((await attempt('victim', '198.51.100.1')).status).toBe(401);
    const res = await attempt('VICTIM', '198.51.100.1');
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    // The same username from another address is still answered (401 for a wrong password).
    expect((await attempt('victim', '198.51.100.2')).status).toBe(401);
  });
});
