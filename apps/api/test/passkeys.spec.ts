import request from 'supertest';
import { insertUser, signIn } from './auth-helpers';
import { SoftAuthenticator } from './support/soft-authenticator';
import { sql, useTestApp } from './test-app';

/** Passkeys (WebAuthn) with a software authenticator; the server's checks run for real. */
describe('passkeys', () => {
  const api = useTestApp();
  let token: string;
  // The test app's PUBLIC_URL is http://localhost:3000: RP ID localhost.
  const authenticator = new SoftAuthenticator('http://localhost:3000', 'localhost');
  beforeAll(async () => {
    await insertUser(api, 'keyholder', 'keyholder-password-1');
    token = await signIn(api, 'keyholder', 'keyholder-password-1');
  });

  const options = async (path: string, bearer?: string) => {
    const req = request(api.url).post(`/api/v1/auth/passkeys/${path}`);
    if (bearer) req.auth(bearer, { type: 'bearer' });
    return (await req.expect(200)).body as { challenge: string; rp?: { id: string } };
  };

  it('registers a passkey, then signs in with it (a new session), once per challenge', async () => {
    const create = await options('register-options', token);
    expect(create.rp?.id).toBe('localhost');
    const registered = await request(api.url)
      .post('/api/v1/auth/passkeys/register')
      .auth(token, { type: 'bearer' })
      .send({ response: authenticator.register(create), name: 'Desk key' })
      .expect(201);
    expect(registered.body).toMatchObject({ id: authenticator.id, name: 'Desk key' });
    // The same registration answer again: its challenge is used up.
    await request(api.url)
      .post('/api/v1/auth/passkeys/register')
      .auth(token, { type: 'bearer' })
      .send({ response: authenticator.register(create) })
      .expect(400);

    const get = await options('login-options');
    const answer = authenticator.authenticate(get);
    const login = await request(api.url)
      .post('/api/v1/auth/passkeys/login')
      .send({ response: answer })
      .expect(200);
    expect(login.body).toMatchObject({ token_type: 'bearer', username: 'keyholder' });
    expect(login.headers['cache-control']).toBe('no-store');
    const me = await request(api.url)
      .get('/api/v1/users/me')
      .auth(login.body.access_token, { type: 'bearer' })
      .expect(200);
    expect(me.body.member_id).toBe('keyholder');
    // Replaying the same assertion fails: the challenge was used once.
    const replay = await request(api.url)
      .post('/api/v1/auth/passkeys/login')
      .send({ response: answer })
      .expect(401);
    expect(replay.body.message).toBe('The passkey could not be used to sign in.');
    const [audit] = await sql<{ summary: string }>(
      api.databaseUrl,
      `SELECT summary FROM audit_log WHERE summary LIKE '%passkey%' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.summary).toBe('keyholder signed in with a passkey');
  });

  it('refuses another origin, an unknown key and a disabled account', async () => {
    const wrongOrigin = authenticator.authenticate(
      await options('login-options'),
      'https://evil.example',
    );
    await request(api.url)
      .post('/api/v1/auth/passkeys/login')
      .send({ response: wrongOrigin })
      .expect(401);
    const stranger = new SoftAuthenticator('http://localhost:3000', 'localhost');
    await request(api.url)
      .post('/api/v1/auth/passkeys/login')
      .send({ response: stranger.authenticate(await options('login-options')) })
      .expect(401);
    await sql(api.databaseUrl, `UPDATE users SET disabled = true WHERE member_id = 'keyholder'`);
    await request(api.url)
      .post('/api/v1/auth/passkeys/login')
      .send({ response: authenticator.authenticate(await options('login-options')) })
      .expect(401);
    await sql(api.databaseUrl, `UPDATE users SET disabled = false WHERE member_id = 'keyholder'`);
    await request(api.url)
      .post('/api/v1/auth/passkeys/login')
      .send({ response: 'not an object' })
      .expect(400);
  });

  it('lists and removes the signed-in account’s passkeys; registering needs a token', async () => {
    token = await signIn(api, 'keyholder', 'keyholder-password-1');
    const list = await request(api.url)
      .get('/api/v1/auth/passkeys')
      .auth(token, { type: 'bearer' })
      .expect(200);
    expect(list.body.map((p: { id: string }) => p.id)).toEqual([authenticator.id]);
    await request(api.url).post('/api/v1/auth/passkeys/register-options').expect(401);
    await request(api.url)
      .delete(`/api/v1/auth/passkeys/${authenticator.id}`)
      .auth(token, { type: 'bearer' })
      .expect(200);
    await request(api.url)
      .post('/api/v1/auth/passkeys/login')
      .send({ response: authenticator.authenticate(await options('login-options')) })
      .expect(401);
  });
});
