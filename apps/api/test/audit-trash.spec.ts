import request from 'supertest';
import { adminPassword, insertUser, signIn } from './auth-helpers';
import { makePdf, makePng } from './support/fixtures';
import { sql, type TestApp, useTestApp } from './test-app';

/** The audit trail and the events' trash (docs/api.md "Accounts, roles, audit"). */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The whole body of a GET, as bytes. */
const bytes = (api: TestApp, path: string, token?: string) => {
  const req = request(api.url).get(path);
  if (token) req.set(bearer(token));
  return req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
};

describe('audit trail', () => {
  const api = useTestApp();
  let admin: string;
  beforeAll(async () => (admin = await signIn(api)));

  const audit = async (limit = 100) =>
    (await request(api.url).get(`/api/v1/audit?limit=${limit}`).set(bearer(admin)).expect(200))
      .body as {
      at: string;
      username: string | null;
      action: string;
      entity: string;
      entity_id: string | null;
      summary: string;
    }[];

  it('records one entry per successful write of every kind, newest first, and nothing for a refused one', async () => {
    const start = (await audit()).length;
    const write = async (req: request.Test, status: number) => (await req.expect(status)).body;
    await write(
      request(api.url)
        .post('/api/v1/hours/set')
        .set(bearer(admin))
        .send({ day: 'Friday', start_time: '10:00:00', end_time: '15:00:00' }),
      200,
    );
    await write(
      request(api.url)
        .post('/api/v1/holidays/set')
        .set(bearer(admin))
        .send({ date: '2031-12-25', description: 'Christmas' }),
      200,
    );
    const event = await write(
      request(api.url)
        .post('/api/v1/events')
        .set(bearer(admin))
        .field('title', 'Audit pour')
        .field('description', 'Molten')
        .field('event_start', '2031-06-01T18:00:00')
        .attach('image', await makePng(), 'i.png'),
      201,
    );
    await write(
      request(api.url)
        .patch(`/api/v1/events/${event.id}`)
        .set(bearer(admin))
        .field('title', 'Audit pour, renamed'),
      200,
    );
    await write(
      request(api.url)
        .put('/api/v1/signs/audit-sign')
        .set(bearer(admin))
        .attach('pdf', makePdf(), 's.pdf'),
      201,
    );
    await write(request(api.url).delete('/api/v1/signs/audit-sign').set(bearer(admin)), 200);
    await write(request(api.url).delete(`/api/v1/events/${event.id}`).set(bearer(admin)), 200);
    await write(
      request(api.url).post(`/api/v1/events/${event.id}/restore`).set(bearer(admin)),
      200,
    );
    const invited = await write(
      request(api.url)
        .post('/api/v1/users')
        .set(bearer(admin))
        .send({ username: 'clio', email: 'clio@example.org', role: 'editor' }),
      201,
    );
    await write(
      request(api.url)
        .patch(`/api/v1/users/${invited.id}`)
        .set(bearer(admin))
        .send({ role: 'admin' }),
      200,
    );
    await write(
      request(api.url)
        .post('/api/v1/auth/accept-invite')
        .send({
          token: new URL(invited.invite_url).searchParams.get('token'),
          password: 'clio writes history',
        }),
      200,
    );
    const clio = await signIn(api, 'clio', 'clio writes history');
    await write(
      request(api.url)
        .post('/api/v1/users/me/password')
        .set(bearer(clio))
        .send({ current_password: 'clio writes history', new_password: 'clio rewrites history' }),
      200,
    );
    await write(request(api.url).post('/api/v1/auth/logout').set(bearer(clio)), 200);
    // Refused writes are not recorded.
    await request(api.url)
      .post('/api/v1/hours/set')
      .set(bearer(admin))
      .send({ day: 'Funday', start_time: '10:00:00', end_time: '15:00:00' })
      .expect(400);
    await request(api.url).post('/api/v1/hours/set').send({ day: 'Friday' }).expect(401);

    const entries = (await audit()).slice(0, (await audit()).length - start);
    const kinds = entries.map((e) => `${e.username} ${e.action} ${e.entity}`).reverse();
    expect(kinds).toEqual([
      'admin set hours',
      'admin set holidays',
      'admin create events',
      'admin update events',
      'admin update signs',
      'admin delete signs',
      'admin delete events',
      'admin restore events',
      'admin invite users',
      'admin update users',
      'clio accept-invite users',
      'clio sign-in sessions',
      'clio password users',
      'clio logout sessions',
    ]);
    // Newest first, with times.
    const times = entries.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(entries.find((e) => e.entity === 'hours')).toMatchObject({
      entity_id: 'Friday',
      summary: 'Hours for Friday set to 10:00 AM - 3:00 PM.',
    });
    expect(entries.find((e) => e.action === 'delete' && e.entity === 'events')).toMatchObject({
      entity_id: String(event.id),
      summary: expect.stringContaining('Audit pour, renamed'),
    });
    expect(entries.find((e) => e.entity === 'users' && e.action === 'update')?.summary).toBe(
      'Changed clio: role editor -> admin',
    );
    expect(Object.keys(entries[0]).sort()).toEqual(
      [
        'action',
        'after',
        'at',
        'before',
        'can_revert',
        'entity',
        'entity_id',
        'id',
        'reverted_at',
        'summary',
        'username',
      ].sort(),
    );
  });

  it('keeps before and after, never a password or a token', async () => {
    const rows = await sql<{ action: string; before: unknown; after: unknown }>(
      api.databaseUrl,
      `SELECT action, before, after FROM audit_log WHERE entity = 'users' AND action = 'update'`,
    );
    expect(rows[0].before).toMatchObject({ username: 'clio', role: 'editor' });
    expect(rows[0].after).toMatchObject({ username: 'clio', role: 'admin' });
    const all = JSON.stringify(await sql(api.databaseUrl, 'SELECT * FROM audit_log'));
    for (const secret of [
      'clio writes history',
      'clio rewrites history',
      adminPassword(api),
      'token=',
    ])
      expect(all).not.toContain(secret);
  });

  it('?limit=N gives the newest N; filters by entity and username; admins only', async () => {
    const two = await audit(2);
    expect(two).toHaveLength(2);
    expect(two).toEqual((await audit()).slice(0, 2));
    const hours = await request(api.url)
      .get('/api/v1/audit?entity=hours&username=admin')
      .set(bearer(admin))
      .expect(200);
    expect(hours.body.map((e: { entity: string }) => e.entity)).toEqual(['hours']);
    const older = await request(api.url)
      .get(`/api/v1/audit?before=${(two[0] as unknown as { id: number }).id}&limit=1`)
      .set(bearer(admin))
      .expect(200);
    expect(older.body).toEqual([two[1]]);
    const refusal = async (query: string) =>
      (await request(api.url).get(`/api/v1/audit?${query}`).set(bearer(admin)).expect(400)).body
        .message;
    expect(await refusal('limit=0')).toBe('limit must be a whole number from 1 to 500 (got "0").');
    expect(await refusal('limit=abc')).toBe(
      'limit must be a whole number from 1 to 500 (got "abc").',
    );
    expect(await refusal('entity=hours%20x&limit=1')).toBe(
      'entity must be a word of letters, digits, dots, dashes or underscores.',
    );
    expect(await refusal('username=a&username=b')).toBe(
      'username must be a word of letters, digits, dots, dashes or underscores.',
    );
    expect(await refusal('before=a%2Fb')).toBe(
      'before must be a word of letters, digits, dots, dashes or underscores.',
    );
    expect(await refusal('before=abc')).toBe(
      'before must be the id of a history entry (a whole number).',
    );
    // Empty is absent: the default 50, no filter.
    await request(api.url).get('/api/v1/audit?limit=&entity=').set(bearer(admin)).expect(200);
    await insertUser(api, 'ed', 'editor-password-12');
    const editor = await signIn(api, 'ed', 'editor-password-12');
    // Everyone's History is the admins'; an editor reads their own (here, their sign-in).
    const refused = await request(api.url).get('/api/v1/audit').set(bearer(editor)).expect(403);
    expect(refused.body.message).toBe('Only an admin can do this.');
    const own = (await request(api.url).get('/api/v1/audit/mine').set(bearer(editor)).expect(200))
      .body as { username: string }[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((entry) => entry.username === 'ed')).toBe(true);
    await request(api.url).get('/api/v1/audit').expect(401);
    await request(api.url).get('/api/v1/audit/mine').expect(401);
  });
});

describe('events trash', () => {
  const api = useTestApp();
  let editor: string;
  beforeAll(async () => {
    await insertUser(api, 'editor', 'editor-password-12');
    editor = await signIn(api, 'editor', 'editor-password-12');
  });

  const create = async (title: string) =>
    (
      await request(api.url)
        .post('/api/v1/events')
        .set(bearer(editor))
        .field('title', title)
        .field('description', 'With files')
        .field('event_start', '2031-07-04T10:00:00')
        .attach('image', await makePng(800, 600), 'i.png')
        .attach('pdf', makePdf(title), 'p.pdf')
        .expect(201)
    ).body as { id: number; image: string; pdf: string };

  it('a deleted event goes to the trash and comes back with byte-identical image and PDF', async () => {
    const event = await create('Trash and back');
    const image = (await bytes(api, event.image).expect(200)).body as Buffer;
    const small = (await bytes(api, `${event.image}?w=400`).expect(200)).body as Buffer;
    const pdf = (await bytes(api, event.pdf).expect(200)).body as Buffer;
    const stored = await sql(
      api.databaseUrl,
      `SELECT key, md5(data) AS md5 FROM stored_files WHERE key LIKE '%/${event.id}%' ORDER BY key`,
    );

    await request(api.url).delete(`/api/v1/events/${event.id}`).set(bearer(editor)).expect(200);
    await request(api.url).get(event.image).expect(404);
    await request(api.url).get(event.pdf).expect(404);
    const trash = await request(api.url)
      .get('/api/v1/events/trash')
      .set(bearer(editor))
      .expect(200);
    expect(trash.body[0]).toMatchObject({
      id: event.id,
      title: 'Trash and back',
      start_date: '2031-07-04T10:00:00',
      deleted_by: 'editor',
      has_pdf: true,
    });
    expect(Date.parse(trash.body[0].purge_at) - Date.parse(trash.body[0].deleted_at)).toBe(
      30 * 86400 * 1000,
    );

    const restored = await request(api.url)
      .post(`/api/v1/events/${event.id}/restore`)
      .set(bearer(editor))
      .expect(200);
    expect(restored.body).toMatchObject({ id: event.id, title: 'Trash and back', pdf: event.pdf });
    expect(Buffer.compare((await bytes(api, event.image).expect(200)).body, image)).toBe(0);
    expect(Buffer.compare((await bytes(api, `${event.image}?w=400`).expect(200)).body, small)).toBe(
      0,
    );
    expect(Buffer.compare((await bytes(api, event.pdf).expect(200)).body, pdf)).toBe(0);
    expect(
      await sql(
        api.databaseUrl,
        `SELECT key, md5(data) AS md5 FROM stored_files WHERE key LIKE '%/${event.id}%' ORDER BY key`,
      ),
    ).toEqual(stored);
    const listed = await request(api.url).get('/api/v1/events?scope=all').set(bearer(editor));
    expect(listed.body.map((e: { id: number }) => e.id)).toContain(event.id);
    // Out of the trash now: a second restore is a 404.
    await request(api.url)
      .post(`/api/v1/events/${event.id}/restore`)
      .set(bearer(editor))
      .expect(404);
    expect((await request(api.url).get('/api/v1/events/trash').set(bearer(editor))).body).toEqual(
      [],
    );
  });

  it('after 30 days a deleted event is gone for good; the trash needs a signed-in editor', async () => {
    const event = await create('Old news');
    await request(api.url).delete(`/api/v1/events/${event.id}`).set(bearer(editor)).expect(200);
    await sql(
      api.databaseUrl,
      `UPDATE events_trash SET deleted_at = now() - interval '31 days' WHERE id = $1`,
      [event.id],
    );
    expect((await request(api.url).get('/api/v1/events/trash').set(bearer(editor))).body).toEqual(
      [],
    );
    await request(api.url)
      .post(`/api/v1/events/${event.id}/restore`)
      .set(bearer(editor))
      .expect(404);
    expect(await sql(api.databaseUrl, `SELECT count(*)::int AS n FROM stored_files_trash`)).toEqual(
      [{ n: 0 }],
    );
    await request(api.url).get('/api/v1/events/trash').expect(401);
    await request(api.url).post(`/api/v1/events/${event.id}/restore`).expect(401);
    await request(api.url).post('/api/v1/events/abc/restore').set(bearer(editor)).expect(400);
  });
});
