import request from 'supertest';
import { insertUser, signIn } from './auth-helpers';
import { makePng } from './support/fixtures';
import { testInstant, useTestApp } from './test-app';

/** Reverting a change from its history entry (POST /api/v1/audit/{id}/revert, admin). */
describe('revert from the history', () => {
  const api = useTestApp();
  let admin: string;
  let editor: string;
  beforeAll(async () => {
    admin = await signIn(api);
    await insertUser(api, 'editor', 'editor-password-12');
    editor = await signIn(api, 'editor', 'editor-password-12');
  });

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const latest = async (entity: string) =>
    (
      await request(api.url)
        .get(`/api/v1/audit?limit=1&entity=${entity}`)
        .set(bearer(admin))
        .expect(200)
    ).body[0] as { id: number; can_revert: boolean; username: string; action: string };
  const revert = (id: number, token = admin) =>
    request(api.url).post(`/api/v1/audit/${id}/revert`).set(bearer(token));
  const friday = async () =>
    (await request(api.url).get('/api/v1/hours').expect(200)).body.hours.find(
      (h: { day_of_week: string }) => h.day_of_week === 'Friday',
    );

  it('an editor’s change of Friday’s hours is reverted by an admin, once', async () => {
    const before = await friday();
    await request(api.url)
      .post('/api/v1/hours/set')
      .set(bearer(editor))
      .send({ day: 'Friday', start_time: '12:00:00', end_time: '13:00:00' })
      .expect(200);
    expect(await friday()).toMatchObject({ open_time: '12:00:00', close_time: '13:00:00' });
    const entry = await latest('hours');
    expect(entry).toMatchObject({ username: 'editor', action: 'set', can_revert: true });
    await revert(entry.id).expect(200);
    expect(await friday()).toEqual(before);
    // The revert is itself in the history, by the admin; the entry cannot be reverted twice.
    const undone = await latest('hours');
    expect(undone).toMatchObject({ username: 'admin', action: 'set' });
    expect(undone.id).toBeGreaterThan(entry.id);
    await revert(entry.id).expect(409);
  });

  it('an editor sees only their own changes and undoes them; another’s is refused (403)', async () => {
    const setFriday = (token: string, end: string) =>
      request(api.url)
        .post('/api/v1/hours/set')
        .set(bearer(token))
        .send({ day: 'Friday', start_time: '10:00:00', end_time: end })
        .expect(200);
    await setFriday(admin, '15:00:00');
    const admins = await latest('hours');
    await setFriday(editor, '14:00:00');
    const seen = (
      await request(api.url).get('/api/v1/audit/mine?limit=500').set(bearer(editor)).expect(200)
    ).body as { id: number; username: string }[];
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((entry) => entry.username === 'editor')).toBe(true);
    expect(seen.map((entry) => entry.id)).not.toContain(admins.id);
    // Asking for someone else's by name finds nothing.
    const asked = await request(api.url)
      .get('/api/v1/audit/mine?username=admin')
      .set(bearer(editor))
      .expect(200);
    expect(asked.body).toEqual([]);

    const own = seen[0];
    await revert(own.id, editor).expect(200);
    expect(await friday()).toMatchObject({ open_time: '10:00:00', close_time: '15:00:00' });
    const refused = await revert(admins.id, editor).expect(403);
    expect(refused.body.message).toBe('You can undo only your own changes.');
    expect(await friday()).toMatchObject({ open_time: '10:00:00', close_time: '15:00:00' });
  });

  it('a holiday added is removed again; a deleted event comes back; a role change goes back', async () => {
    await request(api.url)
      .post('/api/v1/holidays/set')
      .set(bearer(editor))
      .send({ date: '2031-11-11', description: 'Veterans Day' })
      .expect(200);
    await revert((await latest('holidays')).id).expect(200);
    const holidays = (await request(api.url).get('/api/v1/hours')).body.holidays as {
      holiday_date: string;
    }[];
    expect(holidays.map((h) => h.holiday_date)).not.toContain('2031-11-11');

    const event = (
      await request(api.url)
        .post('/api/v1/events')
        .set(bearer(editor))
        .field('title', 'Comes back')
        .field('description', 'Deleted by mistake')
        .field('event_start', '2031-08-01T10:00:00')
        .attach('image', await makePng(), 'i.png')
        .expect(201)
    ).body;
    await request(api.url).delete(`/api/v1/events/${event.id}`).set(bearer(editor)).expect(200);
    const deleted = await latest('events');
    expect(deleted).toMatchObject({ action: 'delete', can_revert: true });
    await revert(deleted.id).expect(200);
    await request(api.url).get(event.image).expect(200);

    const users = (await request(api.url).get('/api/v1/users').set(bearer(admin))).body as {
      id: number;
      username: string;
    }[];
    const id = users.find((u) => u.username === 'editor')?.id as number;
    await request(api.url).patch(`/api/v1/users/${id}`).set(bearer(admin)).send({ role: 'admin' });
    await revert((await latest('users')).id).expect(200);
    const after = (await request(api.url).get('/api/v1/users').set(bearer(admin))).body as {
      username: string;
      role: string;
    }[];
    expect(after.find((u) => u.username === 'editor')?.role).toBe('editor');
  });

  it('409 for an entry without an undo (a sign-in), 404 for none, 400 for a bad id', async () => {
    const signInEntry = await latest('sessions');
    const refused = await revert(signInEntry.id).expect(409);
    expect(refused.body.message).toMatch(/cannot be reverted/);
    await revert(99999999).expect(404);
    const badId = await request(api.url)
      .post('/api/v1/audit/abc/revert')
      .set(bearer(admin))
      .expect(400);
    expect(badId.body.message).toBe('The history entry id must be a whole number (got "abc").');
  });

  it('site content: a publish is reverted to the version before (or the default); an alert added or deleted is undone', async () => {
    const admission = async () =>
      (await request(api.url).get('/api/v1/content/admission').expect(200)).body;
    const first = await admission(); // the default: nothing published yet
    const publish = (note: string) =>
      request(api.url)
        .put('/api/v1/content/admission')
        .set(bearer(editor))
        .send({ ...first, note })
        .expect(200);
    await publish('First');
    await publish('Second');
    let entry = await latest('content');
    expect(entry).toMatchObject({ username: 'editor', action: 'publish', can_revert: true });
    await revert(entry.id).expect(200);
    expect((await admission()).note).toBe('First');
    // The first publish's entry goes back to the default.
    const history = (
      await request(api.url).get('/api/v1/audit?limit=10&entity=content').set(bearer(admin))
    ).body as { id: number; summary: string; can_revert: boolean }[];
    const firstPublish = history.filter((e) => e.can_revert).at(-1)!;
    await revert(firstPublish.id).expect(200);
    expect(await admission()).toEqual(first);

    await request(api.url)
      .post('/api/v1/alerts')
      .set(bearer(editor))
      .send({
        message: 'Snow',
        level: 'closure',
        starts_at: testInstant(),
        ends_at: null,
      })
      .expect(201);
    const active = async () =>
      ((await request(api.url).get('/api/v1/alerts')).body as { message: string }[]).map(
        (a) => a.message,
      );
    expect(await active()).toContain('Snow');
    entry = await latest('alerts');
    expect(entry).toMatchObject({ action: 'create', can_revert: true });
    await revert(entry.id).expect(200);
    expect(await active()).not.toContain('Snow');

    const again = await request(api.url)
      .post('/api/v1/alerts')
      .set(bearer(editor))
      .send({
        message: 'Ice',
        level: 'warning',
        starts_at: testInstant(),
        ends_at: null,
      })
      .expect(201);
    await request(api.url)
      .delete(`/api/v1/alerts/${again.body.id}`)
      .set(bearer(editor))
      .expect(200);
    entry = await latest('alerts');
    expect(entry).toMatchObject({ action: 'delete', can_revert: true });
    await revert(entry.id).expect(200);
    expect(await active()).toContain('Ice');
  });

  it('seasons and special days: a create, a change and a delete are each undone from their entry', async () => {
    const seasons = async () =>
      (await request(api.url).get('/api/v1/seasons').expect(200)).body as {
        id: number;
        name: string;
      }[];
    const winter = {
      name: 'Winter hours',
      valid_from: '2041-01-01',
      valid_through: '2041-02-28',
      hours: [
        { day_of_week: 'Saturday', ranges: [{ open_time: '10:00:00', close_time: '14:00:00' }] },
      ],
    };
    const created = await request(api.url)
      .post('/api/v1/seasons')
      .set(bearer(editor))
      .send(winter)
      .expect(201);
    await revert((await latest('seasons')).id).expect(200);
    expect((await seasons()).map((s) => s.id)).not.toContain(created.body.id);

    const kept = await request(api.url)
      .post('/api/v1/seasons')
      .set(bearer(editor))
      .send(winter)
      .expect(201);
    await request(api.url)
      .put(`/api/v1/seasons/${kept.body.id}`)
      .set(bearer(editor))
      .send({ ...winter, name: 'Deep winter' })
      .expect(200);
    await revert((await latest('seasons')).id).expect(200);
    expect((await seasons()).find((s) => s.id === kept.body.id)?.name).toBe('Winter hours');

    await request(api.url)
      .delete(`/api/v1/seasons/${kept.body.id}`)
      .set(bearer(editor))
      .expect(200);
    await revert((await latest('seasons')).id).expect(200);
    expect(await seasons()).toContainEqual(expect.objectContaining({ ...winter }));

    const day = {
      date_from: '2041-03-03',
      date_through: '2041-03-03',
      ranges: [],
      reason: 'Floods',
      note: null,
    };
    const special = await request(api.url)
      .post('/api/v1/special-days')
      .set(bearer(editor))
      .send(day)
      .expect(201);
    await request(api.url)
      .delete(`/api/v1/special-days/${special.body.id}`)
      .set(bearer(editor))
      .expect(200);
    await revert((await latest('special-days')).id).expect(200);
    const days = (await request(api.url).get('/api/v1/special-days?from=2041-03-01&to=2041-03-31'))
      .body;
    expect(days).toEqual([expect.objectContaining(day)]);
  });

  it('a holiday removed, a special day changed, a scheduled version and a disabled account are each undone', async () => {
    const holidays = async () =>
      (
        (await request(api.url).get('/api/v1/hours')).body.holidays as { holiday_date: string }[]
      ).map((h) => h.holiday_date);
    const setHoliday = (description: string | null) =>
      request(api.url)
        .post('/api/v1/holidays/set')
        .set(bearer(editor))
        .send({ date: '2032-01-01', description })
        .expect(200);
    await setHoliday('New Year');
    await setHoliday(null);
    expect(await holidays()).not.toContain('2032-01-01');
    await revert((await latest('holidays')).id).expect(200);
    expect(await holidays()).toContain('2032-01-01');

    const day = { date_from: '2042-05-05', date_through: '2042-05-06', ranges: [], note: null };
    const special = await request(api.url)
      .post('/api/v1/special-days')
      .set(bearer(editor))
      .send({ ...day, reason: 'Repairs' })
      .expect(201);
    await request(api.url)
      .put(`/api/v1/special-days/${special.body.id}`)
      .set(bearer(editor))
      .send({ ...day, reason: 'Flood', date_through: '2042-05-09' })
      .expect(200);
    await revert((await latest('special-days')).id).expect(200);
    const days = (await request(api.url).get('/api/v1/special-days?from=2042-05-01&to=2042-05-31'))
      .body;
    expect(days).toEqual([{ ...day, reason: 'Repairs', id: special.body.id }]);

    const current = (await request(api.url).get('/api/v1/content/admission')).body;
    await request(api.url)
      .put('/api/v1/content/admission?publish_at=2099-01-01T00:00:00Z')
      .set(bearer(editor))
      .send({ ...current, note: 'Later' })
      .expect(200);
    const scheduled = await latest('content');
    expect(scheduled).toMatchObject({ action: 'schedule', can_revert: true });
    await revert(scheduled.id).expect(200);
    const versions = (
      await request(api.url).get('/api/v1/content/admission/versions').set(bearer(editor))
    ).body as { state: string }[];
    expect(versions.map((v) => v.state)).not.toContain('scheduled');

    const users = (await request(api.url).get('/api/v1/users').set(bearer(admin))).body as {
      id: number;
      username: string;
      disabled: boolean;
    }[];
    const id = users.find((u) => u.username === 'editor')?.id as number;
    await request(api.url)
      .patch(`/api/v1/users/${id}`)
      .set(bearer(admin))
      .send({ disabled: true })
      .expect(200);
    await revert((await latest('users')).id).expect(200);
    const after = (await request(api.url).get('/api/v1/users').set(bearer(admin))).body as {
      username: string;
      disabled: boolean;
    }[];
    expect(after.find((u) => u.username === 'editor')?.disabled).toBe(false);
  });

  it('an event’s long description comes back whole (the entry keeps the record uncut)', async () => {
    // By the admin: the test before disabled the editor (signed out everywhere) and undid it.
    const long = 'The furnace was blown in in 1737. '.repeat(200).trim(); // 6,799 characters
    const event = (
      await request(api.url)
        .post('/api/v1/events')
        .set(bearer(admin))
        .field('title', 'Long story')
        .field('description', long)
        .field('event_start', '2031-09-01T10:00:00')
        .attach('image', await makePng(), 'i.png')
        .expect(201)
    ).body;
    await request(api.url)
      .patch(`/api/v1/events/${event.id}`)
      .set(bearer(admin))
      .field('description', 'Short.')
      .expect(200);
    await revert((await latest('events')).id).expect(200);
    const back = await request(api.url)
      .get(`/api/v1/events/${event.id}/details`)
      .set(bearer(admin))
      .expect(200);
    expect(back.body.description).toBe(long);
  });
});
