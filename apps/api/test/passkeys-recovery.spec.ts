import request from 'supertest';
import { ACCOUNTS } from '@furnace/contracts';
import { insertUser, signIn } from './auth-helpers';
import { SoftAuthenticator } from './support/soft-authenticator';
import { sql, useTestApp } from './test-app';

/**
 * A passkey planted with a stolen session must not survive the account's recovery: adding one asks
 * who is there again, an admin sees and removes any account's passkeys, and a reset or a disable
 * removes them all.
 */
describe('passkeys and account recovery', () => {
  const api = useTestApp();
  let admin: string;
  beforeAll(async () => (admin = await signIn(api)));

  const registerOptions = (token: string, body: object = {}) =>
    request(api.url)
      .post('/api/v1/auth/passkeys/register-options')
      .auth(token, { type: 'bearer' })
      .send(body);
  /** Registers a new software authenticator's passkey for the account behind `token`. */
  async function plant(
    token: string,
    key = new SoftAuthenticator('http://localhost:3000', 'localhost'),
  ) {
    const options = (await registerOptions(token).expect(200)).body;
    await request(api.url)
      .post('/api/v1/auth/passkeys/register')
      .auth(token, { type: 'bearer' })
      .send({ response: key.register(options), name: 'Planted' })
      .expect(201);
    return key;
  }
  async function signInWith(key: SoftAuthenticator, userVerified = true) {
    const options = (await request(api.url).post('/api/v1/auth/passkeys/login-options').expect(200))
      .body;
    return request(api.url)
      .post('/api/v1/auth/passkeys/login')
      .send({ response: key.authenticate(options, undefined, userVerified) });
  }
  /** Makes the account's sessions look as if they began `minutes` ago. */
  const age = (userId: number, minutes: number) =>
    sql(
      api.databaseUrl,
      `UPDATE sessions SET created_at = now() - make_interval(mins => $2) WHERE user_id = $1`,
      [userId, minutes],
    );

  it('adding a passkey needs the password unless the sign-in is under 5 minutes old', async () => {
    const id = await insertUser(api, 'mira', 'mira-password-12345');
    const token = await signIn(api, 'mira', 'mira-password-12345');
    await registerOptions(token).expect(200); // just signed in
    await age(id, 6);
    const refused = await registerOptions(token).expect(403);
    expect(refused.body.message).toBe(ACCOUNTS.passkeyNeedsPassword);
    await registerOptions(token, { password: 'not-her-password' }).expect(403);
    await registerOptions(token, { password: 'mira-password-12345' }).expect(200);
  });

  it('a reset by an admin removes every passkey of the account', async () => {
    const id = await insertUser(api, 'nils', 'nils-password-12345');
    const key = await plant(await signIn(api, 'nils', 'nils-password-12345'));
    await signInWith(key).then((answer) => expect(answer.status).toBe(200));
    await request(api.url)
      .post(`/api/v1/users/${id}/reset`)
      .auth(admin, { type: 'bearer' })
      .expect(200);
    expect((await signInWith(key)).status).toBe(401);
  });

  it('disabling an account removes its passkeys, which enabling it again does not bring back', async () => {
    const id = await insertUser(api, 'olga', 'olga-password-12345');
    const key = await plant(await signIn(api, 'olga', 'olga-password-12345'));
    await request(api.url)
      .patch(`/api/v1/users/${id}`)
      .auth(admin, { type: 'bearer' })
      .send({ disabled: true })
      .expect(200);
    await request(api.url)
      .patch(`/api/v1/users/${id}`)
      .auth(admin, { type: 'bearer' })
      .send({ disabled: false })
      .expect(200);
    expect((await signInWith(key)).status).toBe(401);
  });

  it("an admin sees and removes another account's passkeys; an editor may not", async () => {
    const id = await insertUser(api, 'pia', 'pia-password-123456');
    const pia = await signIn(api, 'pia', 'pia-password-123456');
    const key = await plant(pia);
    const listed = await request(api.url)
      .get(`/api/v1/users/${id}/passkeys`)
      .auth(admin, { type: 'bearer' })
      .expect(200);
    expect(listed.body).toEqual([
      { id: key.id, name: 'Planted', created_at: expect.any(String), last_used_at: null },
    ]);
    await request(api.url)
      .get(`/api/v1/users/${id}/passkeys`)
      .auth(pia, { type: 'bearer' })
      .expect(403);
    await request(api.url)
      .delete(`/api/v1/users/${id}/passkeys/${key.id}`)
      .auth(admin, { type: 'bearer' })
      .expect(200);
    await request(api.url)
      .delete(`/api/v1/users/${id}/passkeys/${key.id}`)
      .auth(admin, { type: 'bearer' })
      .expect(404);
    expect((await signInWith(key)).status).toBe(401);
    const [entry] = await sql<{ summary: string }>(
      api.databaseUrl,
      `SELECT summary FROM audit_log WHERE entity = 'passkeys' AND action = 'delete' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry.summary).toBe(`Removed the passkey "Planted" of account ${id}`);
  });

  it('the same credential registered again, for any account, is a 409', async () => {
    await insertUser(api, 'quin', 'quin-password-12345');
    await insertUser(api, 'rosa', 'rosa-password-12345');
    const key = await plant(await signIn(api, 'quin', 'quin-password-12345'));
    const rosa = await signIn(api, 'rosa', 'rosa-password-12345');
    const options = (await registerOptions(rosa).expect(200)).body;
    const again = await request(api.url)
      .post('/api/v1/auth/passkeys/register')
      .auth(rosa, { type: 'bearer' })
      .send({ response: key.register(options) })
      .expect(409);
    expect(again.body.message).toBe(ACCOUNTS.passkeyExists);
  });

  it('a sign-in without user verification (a touch, no PIN or fingerprint) is refused', async () => {
    await insertUser(api, 'sven', 'sven-password-12345');
    const key = await plant(await signIn(api, 'sven', 'sven-password-12345'));
    expect((await signInWith(key, false)).status).toBe(401);
    expect((await signInWith(key, true)).status).toBe(200);
  });

  it('a passkey made without user verification is not registered', async () => {
    await insertUser(api, 'tove', 'tove-password-12345');
    const tove = await signIn(api, 'tove', 'tove-password-12345');
    const key = new SoftAuthenticator('http://localhost:3000', 'localhost');
    const options = (await registerOptions(tove).expect(200)).body;
    const refused = await request(api.url)
      .post('/api/v1/auth/passkeys/register')
      .auth(tove, { type: 'bearer' })
      .send({ response: key.register(options, false) })
      .expect(400);
    expect(refused.body.message).toMatch(/^The passkey could not be registered: .*verif/i);
    await plant(tove, key);
  });
});
