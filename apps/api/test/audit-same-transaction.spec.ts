import { CONTENT_DEFAULTS } from '@furnace/contracts';
import request from 'supertest';
import { insertUser, signIn } from './auth-helpers';
import { makePdf, makePng } from './support/fixtures';
import { tableSnapshot } from './support/table-snapshot';
import { sql, startTestApp, testInstant, type TestApp } from './test-app';

/**
 * Each write records its History entry in its own transaction (apps/api/src/audit/history.ts):
 * when the entry cannot be written, the change does not happen either, and a revert is one
 * transaction with the entries it writes.
 */
describe('a change commits with its History entry or not at all', () => {
  let api: TestApp;
  let admin: string;
  let editor: string;
  let eventId: number;
  let editorId: number;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    api = await startTestApp();
    admin = await signIn(api);
    await insertUser(api, 'editor', 'editor-password-12');
    [{ id: editorId }] = await sql<{ id: number }>(
      api.databaseUrl,
      `SELECT id FROM users WHERE member_id = 'editor'`,
    );
    editor = await signIn(api, 'editor', 'editor-password-12');
    eventId = (
      await request(api.url)
        .post('/api/v1/events')
        .set(bearer(editor))
        .field('title', 'Evening pour')
        .field('description', 'Molten iron')
        .field('event_start', '2031-06-07T18:00:00')
        .attach('image', await makePng(), 'i.png')
        .expect(201)
    ).body.id;
    // Test-only, on this test database: the History refuses the entries of the entities listed
    // in test_refused_history, as a full disk or a broken constraint would.
    await sql(api.databaseUrl, 'CREATE TABLE test_refused_history (entity text PRIMARY KEY)');
    await sql(
      api.databaseUrl,
      `CREATE FUNCTION test_refuse_history() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF EXISTS (SELECT 1 FROM test_refused_history WHERE entity = NEW.entity) THEN
           RAISE EXCEPTION 'test: the History refuses % entries', NEW.entity;
         END IF;
         RETURN NEW;
       END $$`,
    );
    await sql(
      api.databaseUrl,
      `CREATE TRIGGER test_refuse_history BEFORE INSERT ON audit_log
       FOR EACH ROW EXECUTE FUNCTION test_refuse_history()`,
    );
  });
  afterAll(() => api.close());

  const refuse = (...entities: string[]) =>
    sql(api.databaseUrl, 'INSERT INTO test_refused_history SELECT unnest($1::text[])', [entities]);
  const allow = () => sql(api.databaseUrl, 'DELETE FROM test_refused_history');
  const friday = async () =>
    (await request(api.url).get('/api/v1/hours').expect(200)).body.hours.find(
      (h: { day_of_week: string }) => h.day_of_week === 'Friday',
    );

  /** Every write of every kind, each as its History names it. */
  const writes: [string, () => request.Test][] = [
    [
      'hours',
      () =>
        request(api.url)
          .post('/api/v1/hours/set')
          .set(bearer(editor))
          .send({ day: 'Friday', start_time: '12:00:00', end_time: '13:00:00' }),
    ],
    [
      'holidays',
      () =>
        request(api.url)
          .post('/api/v1/holidays/set')
          .set(bearer(editor))
          .send({ date: '2031-12-25', description: 'Christmas' }),
    ],
    [
      'seasons',
      () =>
        request(api.url).post('/api/v1/seasons').set(bearer(editor)).send({
          name: 'Winter',
          valid_from: '2041-01-01',
          valid_through: '2041-02-28',
          hours: [],
        }),
    ],
    [
      'special-days',
      () =>
        request(api.url).post('/api/v1/special-days').set(bearer(editor)).send({
          date_from: '2041-03-03',
          date_through: '2041-03-03',
          ranges: [],
          reason: 'Floods',
          note: null,
        }),
    ],
    [
      'events',
      () =>
        request(api.url)
          .patch(`/api/v1/events/${eventId}`)
          .set(bearer(editor))
          .field('title', 'Renamed'),
    ],
    [
      'events',
      () =>
        request(api.url)
          .put(`/api/v1/events/${eventId}/occurrences/2031-06-07`)
          .set(bearer(editor))
          .send({ status: 'cancelled', status_note: 'Rain' }),
    ],
    ['events', () => request(api.url).delete(`/api/v1/events/${eventId}`).set(bearer(editor))],
    [
      'content',
      () =>
        request(api.url)
          .put('/api/v1/content/announcement')
          .set(bearer(editor))
          .send({ ...CONTENT_DEFAULTS.announcement, title: 'Closed for a pour' }),
    ],
    [
      'alerts',
      () =>
        request(api.url).post('/api/v1/alerts').set(bearer(editor)).send({
          message: 'Snow',
          level: 'closure',
          starts_at: testInstant(),
          ends_at: null,
        }),
    ],
    [
      'signs',
      () =>
        request(api.url)
          .put('/api/v1/signs/north-gate')
          .set(bearer(editor))
          .attach('pdf', makePdf(), 's.pdf'),
    ],
    [
      'users',
      () =>
        request(api.url)
          .post('/api/v1/users')
          .set(bearer(admin))
          .send({ username: 'clio', email: 'clio@example.org', role: 'editor' }),
    ],
    [
      'users',
      () =>
        request(api.url)
          .patch(`/api/v1/users/${editorId}`)
          .set(bearer(admin))
          .send({ role: 'admin' }),
    ],
    ['users', () => request(api.url).post(`/api/v1/users/${editorId}/reset`).set(bearer(admin))],
    [
      'sessions',
      () =>
        request(api.url)
          .post('/api/v1/auth/token')
          .type('form')
          .send({ username: 'editor', password: 'editor-password-12' }),
    ],
    ['sessions', () => request(api.url).post('/api/v1/auth/logout').set(bearer(editor))],
  ];

  it('a write whose History entry fails changes nothing (500), of every kind', async () => {
    for (const [entity, write] of writes) {
      const before = await tableSnapshot(api.databaseUrl);
      await refuse(entity);
      const refused = await write();
      await allow();
      expect([entity, refused.status]).toEqual([entity, 500]);
      expect(await tableSnapshot(api.databaseUrl)).toEqual(before);
    }
    // Without the refusal, the same write goes through with its entry.
    await writes[0][1]().expect(200);
    const [latest] = (await request(api.url).get('/api/v1/audit?limit=1').set(bearer(admin)))
      .body as { entity: string; username: string }[];
    expect(latest).toMatchObject({ entity: 'hours', username: 'editor' });
  });

  it('a lone surrogate in a holiday or an occurrence’s note is refused (400) and changes nothing', async () => {
    const before = await tableSnapshot(api.databaseUrl);
    // Written by hand: the body's JSON text holds the escape \ud800, as a client may send it.
    const holiday = await request(api.url)
      .post('/api/v1/holidays/set')
      .set(bearer(editor))
      .set('Content-Type', 'application/json')
      .send('{"date": "2031-05-05", "description": "Closed \\ud800 today"}')
      .expect(400);
    expect(holiday.body.message).toBe(
      'description must not contain broken characters (such as a lone \\ud800).',
    );
    const occurrence = await request(api.url)
      .put(`/api/v1/events/${eventId}/occurrences/2031-06-07`)
      .set(bearer(editor))
      .set('Content-Type', 'application/json')
      .send('{"status": "cancelled", "status_note": "\\ud800"}')
      .expect(400);
    expect(occurrence.body.message).toBe(
      'status_note must not contain broken characters (such as a lone \\ud800).',
    );
    expect(await tableSnapshot(api.databaseUrl)).toEqual(before);
    // A pair (an emoji) is text, and is kept as sent.
    await request(api.url)
      .post('/api/v1/holidays/set')
      .set(bearer(editor))
      .set('Content-Type', 'application/json')
      .send('{"date": "2031-05-05", "description": "Closed \\ud83d\\udd25"}')
      .expect(200);
    const holidays = (await request(api.url).get('/api/v1/hours')).body.holidays as {
      holiday_date: string;
      description: string;
    }[];
    expect(holidays).toContainEqual({ holiday_date: '2031-05-05', description: 'Closed 🔥' });
  });

  it('a revert is one transaction: when any of its entries fails, nothing is undone', async () => {
    const original = await friday();
    await request(api.url)
      .post('/api/v1/hours/set')
      .set(bearer(editor))
      .send({ day: 'Friday', ranges: [{ open_time: '14:00:00', close_time: '15:30:00' }] })
      .expect(200);
    const changed = await friday();
    expect(changed).not.toEqual(original);
    const entry = (
      await request(api.url).get('/api/v1/audit?limit=1&entity=hours').set(bearer(admin))
    ).body[0] as { id: number; can_revert: boolean };
    expect(entry.can_revert).toBe(true);
    // The undo's own entry (hours, by the admin), then the revert's (audit): each failing alone.
    for (const entity of ['hours', 'audit']) {
      const before = await tableSnapshot(api.databaseUrl);
      await refuse(entity);
      const refused = await request(api.url)
        .post(`/api/v1/audit/${entry.id}/revert`)
        .set(bearer(admin));
      await allow();
      expect([entity, refused.status]).toEqual([entity, 500]);
      expect(await tableSnapshot(api.databaseUrl)).toEqual(before);
    }
    await request(api.url).post(`/api/v1/audit/${entry.id}/revert`).set(bearer(admin)).expect(200);
    expect(await friday()).toEqual(original);
  });
});
