import request from 'supertest';
import { CONTENT_DEFAULTS } from '@furnace/contracts';
import { adminPassword, insertUser, signIn } from './auth-helpers';
import { makePdf, makePng } from './support/fixtures';
import { mailingSite, plainMail, startSmtp } from './support/smtp';
import { sql, startTestApp, testInstant, type TestApp, waitUntil, useTestApp } from './test-app';

/** Staff accounts, roles, sessions you can end (docs/api.md "Accounts, roles, audit"). */

const bearer = (token: string | null) => (token ? { Authorization: `Bearer ${token}` } : {});

describe('staff accounts', () => {
  let api: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: string;
  beforeAll(async () => {
    smtp = await startSmtp();
    api = await startTestApp({ env: mailingSite(smtp) });
    admin = await signIn(api);
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  const invite = (body: Record<string, unknown>, token = admin) =>
    request(api.url).post('/api/v1/users').set(bearer(token)).send(body);
  const accept = (token: string, password: string) =>
    request(api.url).post('/api/v1/auth/accept-invite').send({ token, password });
  const tokenOf = (url: string) => new URL(url).searchParams.get('token') as string;
  const me = (token: string) => request(api.url).get('/api/v1/users/me').set(bearer(token));

  it('invite -> 201 {id, username, email, role, invite_url}, mailed; accept -> sign in; the link works once', async () => {
    const res = await invite({ username: 'Ada', email: 'Ada@Example.org', role: 'editor' }).expect(
      201,
    );
    expect(res.body).toEqual({
      id: expect.any(Number),
      username: 'ada',
      email: 'ada@example.org',
      role: 'editor',
      invite_url: expect.stringMatching(
        /^https:\/\/museum\.example\.org\/accept-invite\?token=[A-Za-z0-9_-]{40,}$/,
      ),
    });
    expect(res.headers['cache-control']).toBe('no-store');
    // The mail went out through the real SMTP server, with the link in it.
    await waitUntil(() => smtp.mails.length > 0);
    const mail = smtp.mails.at(-1) as string;
    expect(mail).toMatch(/^To: ada@example\.org/m);
    expect(plainMail(mail)).toContain(res.body.invite_url);

    // Not usable before accepting.
    await request(api.url)
      .post('/api/v1/auth/token')
      .type('form')
      .send({ username: 'ada', password: 'anything but set' })
      .expect(401);
    // A weak password is refused and the link stays usable.
    const weak = await accept(tokenOf(res.body.invite_url), '            ').expect(400);
    expect(weak.body.message).toMatch(/^password is too simple/);
    const ok = await accept(tokenOf(res.body.invite_url), 'bellows and slag heap').expect(200);
    expect(ok.body).toMatchObject({ username: 'ada' });
    const ada = await signIn(api, 'ada', 'bellows and slag heap');
    expect((await me(ada).expect(200)).body).toEqual({
      member_id: 'ada',
      email: 'ada@example.org',
      role: 'editor',
    });
    // Once only.
    const again = await accept(tokenOf(res.body.invite_url), 'another fine password').expect(404);
    expect(again.body.message).toMatch(/expired or was already used/);
  });

  it('an invitation link expires after 72 hours', async () => {
    const res = await invite({
      username: 'late',
      email: 'late@example.org',
      role: 'editor',
    }).expect(201);
    await sql(
      api.databaseUrl,
      `UPDATE account_links SET expires_at = now() - interval '1 second'
        WHERE user_id = $1`,
      [res.body.id],
    );
    const [{ hours }] = await sql<{ hours: number }>(
      api.databaseUrl,
      `SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int + 0 AS hours
         FROM account_links WHERE user_id = $1`,
      [res.body.id],
    );
    expect(hours).toBeLessThanOrEqual(72);
    await accept(tokenOf(res.body.invite_url), 'too late for this link').expect(404);
    const fresh = await invite({ username: 'late2', email: 'late2@example.org', role: 'admin' });
    const [{ valid }] = await sql<{ valid: number }>(
      api.databaseUrl,
      `SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS valid
         FROM account_links WHERE user_id = $1`,
      [fresh.body.id],
    );
    expect(valid).toBe(72);
  });

  it('refuses bad invitations with a 400 naming the field, and a duplicate with 409', async () => {
    for (const [body, message] of [
      [{ username: 'x', email: 'x@example.org', role: 'editor' }, /^username /],
      [{ username: 'bob', email: 'not-mail', role: 'editor' }, /^email /],
      [
        { username: 'bob', email: 'bob@example.org', role: 'owner' },
        /^role must be one of admin, editor/,
      ],
      [{ username: 'bob\r\nx', email: 'bob@example.org', role: 'editor' }, /^username /],
      // In plain words, with one that would do (capitals are fine: stored lower-case, see above).
      [
        { username: 'Maria Lopez', email: 'maria@example.org', role: 'editor' },
        'username may only use letters, digits, dots, dashes and underscores (no spaces), 2 to 64 characters: for example "maria.lopez".',
      ],
    ] as const) {
      const res = await invite(body).expect(400);
      expect(res.body.message).toMatch(message);
    }
    await invite({ username: 'admin', email: 'other@example.org', role: 'editor' }).expect(409);
  });

  it('revocation: logout ends this session only; sign out everywhere ends all', async () => {
    await insertUser(api, 'sessions', 'sessions-user-password');
    const one = await signIn(api, 'sessions', 'sessions-user-password');
    const two = await signIn(api, 'sessions', 'sessions-user-password');
    await request(api.url).post('/api/v1/auth/logout').set(bearer(one)).expect(200);
    await me(one).expect(401);
    await me(two).expect(200);
    const three = await signIn(api, 'sessions', 'sessions-user-password');
    await request(api.url).post('/api/v1/auth/logout-everywhere').set(bearer(three)).expect(200);
    await me(two).expect(401);
    await me(three).expect(401);
    await me(await signIn(api, 'sessions', 'sessions-user-password')).expect(200);
  });

  it('revocation: a password change ends the other sessions; the old password stops working', async () => {
    await insertUser(api, 'changer', 'changer-old-password');
    const here = await signIn(api, 'changer', 'changer-old-password');
    const elsewhere = await signIn(api, 'changer', 'changer-old-password');
    const wrong = await request(api.url)
      .post('/api/v1/users/me/password')
      .set(bearer(here))
      .send({ current_password: 'not the old one', new_password: 'cast iron cooking pot' })
      .expect(400);
    expect(wrong.body.message).toMatch(/^current_password /);
    await me(elsewhere).expect(200);
    await request(api.url)
      .post('/api/v1/users/me/password')
      .set(bearer(here))
      .send({ current_password: 'changer-old-password', new_password: 'cast iron cooking pot' })
      .expect(200);
    await me(elsewhere).expect(401);
    await me(here).expect(200);
    await request(api.url)
      .post('/api/v1/auth/token')
      .type('form')
      .send({ username: 'changer', password: 'changer-old-password' })
      .expect(401);
    await signIn(api, 'changer', 'cast iron cooking pot');
  });

  it('revocation: an admin’s reset ends every session, the old password stops, the new link works once', async () => {
    const id = await insertUser(api, 'forgot', 'forgot-old-password');
    const token = await signIn(api, 'forgot', 'forgot-old-password');
    const first = await request(api.url)
      .post(`/api/v1/users/${id}/reset`)
      .set(bearer(admin))
      .expect(200);
    await me(token).expect(401);
    await request(api.url)
      .post('/api/v1/auth/token')
      .type('form')
      .send({ username: 'forgot', password: 'forgot-old-password' })
      .expect(401);
    // A second reset replaces the first link.
    const second = await request(api.url)
      .post(`/api/v1/users/${id}/reset`)
      .set(bearer(admin))
      .expect(200);
    await accept(tokenOf(first.body.reset_url), 'first link new password').expect(404);
    await accept(tokenOf(second.body.reset_url), 'second link new password').expect(200);
    await accept(tokenOf(second.body.reset_url), 'second link again password').expect(404);
    await signIn(api, 'forgot', 'second link new password');
  });

  it('revocation: disabling refuses the account’s tokens at once; enabling does not bring them back', async () => {
    const id = await insertUser(api, 'leaver', 'leaver-password-12');
    const token = await signIn(api, 'leaver', 'leaver-password-12');
    const res = await request(api.url)
      .patch(`/api/v1/users/${id}`)
      .set(bearer(admin))
      .send({ disabled: true })
      .expect(200);
    expect(res.body).toMatchObject({ id, username: 'leaver', disabled: true, role: 'editor' });
    await me(token).expect(401);
    await request(api.url)
      .patch(`/api/v1/users/${id}`)
      .set(bearer(admin))
      .send({ disabled: false, role: 'admin' })
      .expect(200);
    await me(token).expect(401);
    const again = await signIn(api, 'leaver', 'leaver-password-12');
    expect((await me(again).expect(200)).body.role).toBe('admin');
  });

  it('an admin cannot disable or demote themselves; 404 for an unknown id, 400 for a bad one', async () => {
    const [{ id }] = await sql<{ id: number }>(
      api.databaseUrl,
      `SELECT id FROM users WHERE member_id = 'admin'`,
    );
    for (const body of [{ disabled: true }, { role: 'editor' }]) {
      const res = await request(api.url)
        .patch(`/api/v1/users/${id}`)
        .set(bearer(admin))
        .send(body)
        .expect(403);
      expect(res.body.message).toMatch(/cannot change your own role or disable/);
    }
    await request(api.url)
      .patch('/api/v1/users/999999')
      .set(bearer(admin))
      .send({ disabled: true })
      .expect(404);
    const badId = await request(api.url)
      .patch('/api/v1/users/abc')
      .set(bearer(admin))
      .send({ disabled: true })
      .expect(400);
    expect(badId.body.message).toBe('The user id must be a whole number (got "abc").');
    const bad = await request(api.url)
      .patch(`/api/v1/users/${id}`)
      .set(bearer(admin))
      .send({ disabled: 'yes' })
      .expect(400);
    expect(bad.body.message).toBe('disabled must be true or false.');
  });

  it('GET /users lists every account (admin)', async () => {
    const res = await request(api.url).get('/api/v1/users').set(bearer(admin)).expect(200);
    expect(res.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ username: 'admin', role: 'admin', disabled: false }),
        expect.objectContaining({ username: 'ada', role: 'editor', has_password: true }),
      ]),
    );
    for (const row of res.body) expect(row).not.toHaveProperty('passwordHash');
  });
});

describe('a mail server that hangs', () => {
  let api: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp({ stall: true });
    api = await startTestApp({ env: mailingSite(smtp) });
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  it('does not turn an invitation that was made into a 503: the admin gets the link', async () => {
    const res = await request(api.url)
      .post('/api/v1/users')
      .set(bearer(await signIn(api)))
      .send({ username: 'slowmail', email: 'slowmail@example.org', role: 'editor' })
      .expect(201);
    expect(res.body.invite_url).toMatch(/^https:\/\/museum\.example\.org\/accept-invite\?token=/);
    // The mail server did take the message; it just never answered.
    expect(plainMail(smtp.mails[0])).toContain(res.body.invite_url);
  });
});

describe('roles: who may write what (admin, editor, disabled, revoked, none)', () => {
  const api = useTestApp();
  const tokens: Record<string, string | null> = {};
  let editorId = 0;
  let seasonYear = 2040;
  beforeAll(async () => {
    tokens.admin = await signIn(api);
    editorId = await insertUser(api, 'editor', 'editor-password-1', undefined, 'editor');
    tokens.editor = await signIn(api, 'editor', 'editor-password-1');
    await insertUser(api, 'disabled', 'disabled-password-1', undefined, 'admin');
    tokens.disabled = await signIn(api, 'disabled', 'disabled-password-1');
    await sql(api.databaseUrl, `UPDATE users SET disabled = true WHERE member_id = 'disabled'`);
    await insertUser(api, 'revoked', 'revoked-password-1', undefined, 'admin');
    tokens.revoked = await signIn(api, 'revoked', 'revoked-password-1');
    await request(api.url).post('/api/v1/auth/logout').set(bearer(tokens.revoked)).expect(200);
    tokens.none = null;
  });

  /** Everything a refused request must leave as it was. */
  const state = async () => ({
    users: await sql(
      api.databaseUrl,
      'SELECT id, member_id, role, disabled, password_hash FROM users ORDER BY id',
    ),
    hours: await sql(api.databaseUrl, 'SELECT * FROM opening_hour_ranges ORDER BY 1, 2'),
    seasons: await sql(api.databaseUrl, 'SELECT * FROM seasons ORDER BY id'),
    specialDays: await sql(api.databaseUrl, 'SELECT * FROM special_days ORDER BY id'),
    content: await sql(api.databaseUrl, 'SELECT id FROM content_versions ORDER BY id'),
    alerts: await sql(api.databaseUrl, 'SELECT id FROM alerts ORDER BY id'),
    events: await sql(api.databaseUrl, 'SELECT id, title FROM events ORDER BY id'),
    links: await sql(api.databaseUrl, 'SELECT count(*)::int AS n FROM account_links'),
  });

  type Call = {
    name: string;
    admin: number;
    editor: number;
    send(token: string | null): request.Test;
  };
  const calls = (): Call[] => [
    {
      name: 'POST /hours/set',
      admin: 200,
      editor: 200,
      send: (t) =>
        request(api.url)
          .post('/api/v1/hours/set')
          .set(bearer(t))
          .send({ day: 'Monday', start_time: '10:00:00', end_time: '15:00:00' }),
    },
    {
      name: 'POST /holidays/set',
      admin: 200,
      editor: 200,
      send: (t) =>
        request(api.url)
          .post('/api/v1/holidays/set')
          .set(bearer(t))
          .send({ date: '2031-12-25', description: 'Christmas' }),
    },
    {
      name: 'POST /seasons',
      admin: 201,
      editor: 201,
      send: (t) => {
        const year = seasonYear++; // a January of its own: no overlap with another call's
        return request(api.url)
          .post('/api/v1/seasons')
          .set(bearer(t))
          .send({
            name: `Winter ${year}`,
            valid_from: `${year}-01-01`,
            valid_through: `${year}-01-31`,
            hours: [],
          });
      },
    },
    {
      name: 'PUT /content/admission',
      admin: 200,
      editor: 200,
      send: (t) =>
        request(api.url)
          .put('/api/v1/content/admission')
          .set(bearer(t))
          .send({ ...CONTENT_DEFAULTS.admission, note: 'Members free.' }),
    },
    {
      name: 'POST /alerts',
      admin: 201,
      editor: 201,
      send: (t) =>
        request(api.url).post('/api/v1/alerts').set(bearer(t)).send({
          message: 'Snow',
          level: 'info',
          starts_at: testInstant(),
          ends_at: null,
        }),
    },
    {
      name: 'GET /users',
      admin: 200,
      editor: 403,
      send: (t) => request(api.url).get('/api/v1/users').set(bearer(t)),
    },
    {
      name: 'POST /users',
      admin: 201,
      editor: 403,
      send: (t) =>
        request(api.url)
          .post('/api/v1/users')
          .set(bearer(t))
          .send({
            username: `new${Math.random().toString(36).slice(2, 8)}`,
            email: `n${Math.random().toString(36).slice(2, 8)}@example.org`,
            role: 'editor',
          }),
    },
    {
      name: 'PATCH /users/{id}',
      admin: 200,
      editor: 403,
      send: (t) =>
        request(api.url).patch(`/api/v1/users/${editorId}`).set(bearer(t)).send({ role: 'editor' }),
    },
    {
      name: 'POST /users/{id}/reset',
      admin: 200,
      editor: 403,
      send: (t) => request(api.url).post(`/api/v1/users/${editorId}/reset`).set(bearer(t)),
    },
  ];

  it.each(['editor', 'disabled', 'revoked', 'none'])(
    '%s: refused where not allowed, and nothing changes',
    async (who) => {
      for (const call of calls()) {
        const expected = who === 'editor' ? call.editor : 401;
        if (expected < 400) continue;
        const before = await state();
        const res = await call.send(tokens[who]);
        expect({ call: call.name, status: res.status }).toEqual({
          call: call.name,
          status: expected,
        });
        if (expected === 403)
          expect(res.body).toEqual({
            statusCode: 403,
            error: 'Forbidden',
            message: 'Only an admin can do this.',
          });
        expect(await state()).toEqual(before);
      }
    },
  );

  it('editor: may write hours, holidays, seasons, events, signs, content and alerts', async () => {
    for (const call of calls().filter((c) => c.editor < 400))
      expect((await call.send(tokens.editor)).status).toBe(call.editor);
    const created = await request(api.url)
      .post('/api/v1/events')
      .set(bearer(tokens.editor))
      .field('title', 'Editor event')
      .field('description', 'By an editor')
      .field('event_start', '2031-05-01T10:00:00')
      .attach('image', await makePng(), 'image.png')
      .expect(201);
    await request(api.url)
      .delete(`/api/v1/events/${created.body.id}`)
      .set(bearer(tokens.editor))
      .expect(200);
    await request(api.url)
      .put('/api/v1/signs/editor-sign')
      .set(bearer(tokens.editor))
      .attach('pdf', makePdf(), 'sign.pdf')
      .expect(201);
  });

  it('admin: may do everything (the reset last: it ends the editor’s sessions)', async () => {
    for (const call of calls()) expect((await call.send(tokens.admin)).status).toBe(call.admin);
    await request(api.url).get('/api/v1/users/me').set(bearer(tokens.editor)).expect(401);
    expect(adminPassword(api)).toBeTruthy();
  });
});
