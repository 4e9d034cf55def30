import request from 'supertest';
import { changedSinceRead, recordVersion } from '@furnace/contracts';
import { signIn } from './auth-helpers';
import { makeJpeg } from './support/fixtures';
import { sql, useTestApp } from './test-app';

/**
 * docs/api.md "Editing the same record at once": two volunteers (two sessions) read the same
 * record, the first saves with If-Match, the second's If-Match names the version it read: 412
 * naming what changed, and nothing changes. Without If-Match a write works as it always did.
 */
describe('If-Match: a second save over a changed record is refused', () => {
  const api = useTestApp();
  let ada: string;
  let ben: string;
  beforeAll(async () => {
    [ada, ben] = [await signIn(api), await signIn(api)];
  });

  const as = (token: string, req: request.Test) => req.auth(token, { type: 'bearer' });
  const rows = (table: string) => sql(api.databaseUrl, `SELECT * FROM ${table} ORDER BY 1, 2, 3`);
  const historyCount = async () =>
    Number((await sql<{ n: string }>(api.databaseUrl, 'SELECT count(*) AS n FROM audit_log'))[0].n);

  /** A 412 with the sentence, and no table and no History entry changed by it. */
  async function expectRefused(
    send: () => request.Test,
    tables: string[],
    sentence: string,
  ): Promise<void> {
    const before = [await Promise.all(tables.map(rows)), await historyCount()];
    const res = await send().expect(412);
    expect(res.body).toEqual({ statusCode: 412, error: 'Precondition Failed', message: sentence });
    expect([await Promise.all(tables.map(rows)), await historyCount()]).toEqual(before);
  }

  describe('an event', () => {
    let id: number;
    const create = async (title: string) => {
      const res = await as(ada, request(api.url).post('/api/v1/events'))
        .field('title', title)
        .field('description', 'Molten iron into sand.')
        .field('event_start', '2030-06-15T10:30:00')
        .attach('image', await makeJpeg(), { filename: 'p.jpg', contentType: 'image/jpeg' })
        .expect(201);
      return res.body.id as number;
    };
    beforeAll(async () => {
      id = await create('Iron Pour');
    });
    const details = (token: string) =>
      as(token, request(api.url).get(`/api/v1/events/${id}/details`)).expect(200);
    const patch = (token: string, title: string, ifMatch?: string) => {
      const req = as(token, request(api.url).patch(`/api/v1/events/${id}`)).field('title', title);
      return ifMatch === undefined ? req : req.set('If-Match', ifMatch);
    };

    it('reads carry the version; a matching If-Match saves and moves it; a stale one is 412', async () => {
      const [adaRead, benRead] = [await details(ada), await details(ben)];
      const tag = adaRead.headers.etag as string;
      expect(tag).toMatch(/^"[0-9a-z]+"$/);
      expect(benRead.headers.etag).toBe(tag);
      // The admin works the same tag out from the record it shows (GET /events?scope=all).
      const listed = await as(ada, request(api.url).get('/api/v1/events?scope=all')).expect(200);
      expect(recordVersion(listed.body.find((e: { id: number }) => e.id === id))).toBe(tag);

      const saved = await patch(ada, 'Iron Pour at Dusk', tag).expect(200);
      expect(saved.body.title).toBe('Iron Pour at Dusk');
      const moved = (await details(ada)).headers.etag as string;
      expect(moved).not.toBe(tag);
      expect(recordVersion(saved.body)).toBe(moved);

      await expectRefused(
        () => patch(ben, 'Iron Pour in the Rain', tag),
        ['events'],
        changedSinceRead('event', `${id} "Iron Pour at Dusk"`),
      );
      expect((await details(ben)).body.title).toBe('Iron Pour at Dusk');

      // A list of tags, or *, matches too; a weak tag never does (strong comparison).
      await patch(ben, 'Iron Pour, Evening', `"other", ${moved}`).expect(200);
      await patch(ben, 'Iron Pour, Evening', '*').expect(200);
      const now = (await details(ben)).headers.etag as string;
      await patch(ben, 'Weak', `W/${now}`).expect(412);
    });

    it('after a 412 the admin reads the one event as stored (GET /events/{id}/stored): a draft too, only with a token', async () => {
      const draft = await create('Winter Pour');
      await as(ada, request(api.url).patch(`/api/v1/events/${draft}`))
        .field('publish_at', '2031-01-01T09:00:00Z')
        .expect(200);
      const tag = (await details(ada)).headers.etag as string;
      await patch(ben, 'Changed meanwhile', tag).expect(200);
      await patch(ada, 'Mine', tag).expect(412);

      // Without a token (or with a bad one) there is nothing to read.
      await request(api.url).get(`/api/v1/events/${id}/stored`).expect(401);
      await as('not-a-token', request(api.url).get(`/api/v1/events/${id}/stored`)).expect(401);
      await request(api.url).get(`/api/v1/events/${draft}/stored`).expect(401);

      // With one: exactly the event's row of GET /events?scope=all, its version as ETag, no-store.
      const listed = (await as(ada, request(api.url).get('/api/v1/events?scope=all')).expect(200))
        .body as { id: number }[];
      const stored = await as(ada, request(api.url).get(`/api/v1/events/${id}/stored`)).expect(200);
      expect(stored.body).toEqual(listed.find((e) => e.id === id));
      expect(stored.body.title).toBe('Changed meanwhile');
      expect(stored.headers.etag).toBe(recordVersion(stored.body));
      expect(stored.headers.etag).toBe((await details(ada)).headers.etag);
      expect(stored.headers['cache-control']).toBe('no-store');
      // Its version is the If-Match that saves over it knowingly.
      await patch(ada, 'Mine', stored.headers.etag).expect(200);

      // A draft: 404 to the public everywhere, here 200 as stored (publish_at still to come).
      await request(api.url).get(`/api/v1/events/${draft}/details`).expect(404);
      const storedDraft = await as(
        ben,
        request(api.url).get(`/api/v1/events/${draft}/stored`),
      ).expect(200);
      expect(storedDraft.body).toEqual(listed.find((e) => e.id === draft));
      expect(storedDraft.body.publish_at).toBe('2031-01-01T09:00:00.000Z');
      expect(storedDraft.body).not.toHaveProperty('occurrence_date');

      await as(ada, request(api.url).get('/api/v1/events/999999/stored')).expect(404);
      await as(ada, request(api.url).get('/api/v1/events/abc/stored')).expect(400);
    });

    it('without If-Match a save works exactly as before (last one wins)', async () => {
      await patch(ada, 'First').expect(200);
      await patch(ben, 'Second').expect(200);
      expect((await details(ada)).body.title).toBe('Second');
    });

    it('a DELETE with a stale If-Match is 412 and the event stays; with the current one it goes', async () => {
      const tag = (await details(ada)).headers.etag as string;
      await patch(ben, 'Changed meanwhile', tag).expect(200);
      await expectRefused(
        () => as(ada, request(api.url).delete(`/api/v1/events/${id}`)).set('If-Match', tag),
        ['events', 'events_trash'],
        changedSinceRead('event', `${id} "Changed meanwhile"`),
      );
      const current = (await details(ada)).headers.etag as string;
      await as(ada, request(api.url).delete(`/api/v1/events/${id}`))
        .set('If-Match', current)
        .expect(200);
      await as(ada, request(api.url).get(`/api/v1/events/${id}/details`)).expect(404);
    });

    it('a DELETE without If-Match deletes as before', async () => {
      const other = await create('Glass Blowing');
      await as(ben, request(api.url).delete(`/api/v1/events/${other}`)).expect(200);
      await as(ben, request(api.url).get(`/api/v1/events/${other}/details`)).expect(404);
    });
  });

  describe.each([
    {
      path: 'seasons',
      table: 'seasons',
      what: 'season' as const,
      body: {
        name: 'Winter hours',
        valid_from: '2030-11-01',
        valid_through: '2031-03-31',
        hours: [{ day_of_week: 'Saturday', ranges: [{ open_time: '10:00', close_time: '16:00' }] }],
      },
      changed: (name: string) => ({ name }),
      named: '"Ada\'s winter" (2030-11-01 to 2031-03-31)',
    },
    {
      path: 'special-days',
      table: 'special_days',
      what: 'special day' as const,
      body: {
        date_from: '2030-12-24',
        date_through: '2030-12-26',
        ranges: [],
        reason: 'Winter break',
        note: null,
      },
      changed: (reason: string) => ({ reason }),
      named: '"Ada\'s winter" (2030-12-24 to 2030-12-26)',
    },
  ])('a $what', ({ path, table, what, body, changed, named }) => {
    let id: number;
    const listed = async () => {
      const res = await request(api.url).get(`/api/v1/${path}?from=2030-01-01`).expect(200);
      return (res.body as { id: number }[]).find((record) => record.id === id);
    };
    const create = async () => {
      const res = await as(ada, request(api.url).post(`/api/v1/${path}`))
        .send(body)
        .expect(201);
      id = res.body.id as number;
    };
    const put = (token: string, value: string, ifMatch?: string) => {
      const req = as(token, request(api.url).put(`/api/v1/${path}/${id}`)).send({
        ...body,
        ...changed(value),
      });
      return ifMatch === undefined ? req : req.set('If-Match', ifMatch);
    };

    it('the second of two saves from the same version is 412; without If-Match it saves', async () => {
      await create();
      const read = recordVersion(await listed());
      const saved = await put(ada, "Ada's winter", read).expect(200);
      expect(recordVersion(saved.body)).toBe(recordVersion(await listed()));
      await expectRefused(
        () => put(ben, "Ben's winter", read),
        [table],
        changedSinceRead(what, named),
      );
      await expectRefused(
        () => as(ben, request(api.url).delete(`/api/v1/${path}/${id}`)).set('If-Match', read),
        [table],
        changedSinceRead(what, named),
      );
      await put(ben, "Ben's winter").expect(200);
      await as(ben, request(api.url).delete(`/api/v1/${path}/${id}`))
        .set('If-Match', recordVersion(await listed()))
        .expect(200);
      expect(await listed()).toBeUndefined();
    });

    it('a DELETE without If-Match deletes as before', async () => {
      await create();
      await as(ben, request(api.url).delete(`/api/v1/${path}/${id}`)).expect(200);
      expect(await listed()).toBeUndefined();
    });
  });

  it('content: the read carries the version; a PUT from an older one is 412', async () => {
    const read = await request(api.url).get('/api/v1/content/admission').expect(200);
    const tag = read.headers.etag as string;
    expect(tag).toBe(recordVersion(read.body));
    const put = (token: string, note: string, ifMatch?: string) => {
      const req = as(token, request(api.url).put('/api/v1/content/admission')).send({
        ...read.body,
        note,
      });
      return ifMatch === undefined ? req : req.set('If-Match', ifMatch);
    };
    await put(ada, 'Free on Sundays.', tag).expect(200);
    const moved = await request(api.url).get('/api/v1/content/admission').expect(200);
    expect(moved.headers.etag).not.toBe(tag);
    await expectRefused(
      () => put(ben, 'Free on Mondays.', tag),
      ['content_versions'],
      changedSinceRead('content', 'Admission prices'),
    );
    await put(ben, 'Free on Mondays.').expect(200);
  });

  it("hours: a day's version is its row of GET /hours; a set from an older one is 412", async () => {
    const monday = async () =>
      ((await request(api.url).get('/api/v1/hours').expect(200)).body.hours as object[]).find(
        (day) => (day as { day_of_week: string }).day_of_week === 'Monday',
      );
    const read = recordVersion(await monday());
    const set = (token: string, close: string, ifMatch?: string) => {
      const req = as(token, request(api.url).post('/api/v1/hours/set')).send({
        day: 'Monday',
        ranges: [{ open_time: '10:00', close_time: close }],
      });
      return ifMatch === undefined ? req : req.set('If-Match', ifMatch);
    };
    await set(ada, '15:00', read).expect(200);
    await expectRefused(
      () => set(ben, '16:00', read),
      ['opening_hour_ranges'],
      changedSinceRead('hours', 'for Monday'),
    );
    await set(ben, '16:00', recordVersion(await monday())).expect(200);
    await set(ada, '17:00').expect(200);

    // Clearing the day (the spec's form, both times null) is checked the same way.
    const clear = (token: string, ifMatch?: string) => {
      const req = as(token, request(api.url).post('/api/v1/hours/set')).send({
        day: 'Monday',
        start_time: null,
        end_time: null,
      });
      return ifMatch === undefined ? req : req.set('If-Match', ifMatch);
    };
    const stale = recordVersion(await monday());
    await set(ben, '18:00').expect(200);
    await expectRefused(
      () => clear(ada, stale),
      ['opening_hour_ranges'],
      changedSinceRead('hours', 'for Monday'),
    );
    expect(await monday()).toMatchObject({ open_time: '10:00:00', close_time: '18:00:00' });
    await clear(ada, recordVersion(await monday())).expect(200);
    expect(await monday()).toMatchObject({ open_time: null, close_time: null });
    await set(ada, '17:00').expect(200);
    await clear(ben).expect(200);
    expect(await monday()).toMatchObject({ open_time: null, close_time: null });
  });

  it('a holiday: its version is its row of GET /holidays; removing it from an older one is 412', async () => {
    const date = '2030-05-01';
    const listed = async () =>
      ((await request(api.url).get('/api/v1/holidays').expect(200)).body as object[]).find(
        (row) => (row as { holiday_date: string }).holiday_date === date,
      );
    const set = (token: string, description: string | null, ifMatch?: string) => {
      const req = as(token, request(api.url).post('/api/v1/holidays/set')).send({
        date,
        description,
      });
      return ifMatch === undefined ? req : req.set('If-Match', ifMatch);
    };
    await set(ada, 'Labour Day').expect(200);
    const read = recordVersion(await listed());
    await set(ben, "Workers' Day").expect(200);
    await expectRefused(
      () => set(ada, null, read),
      ['special_days'],
      changedSinceRead('holiday', `on ${date}`),
    );
    expect(await listed()).toEqual({ holiday_date: date, description: "Workers' Day" });
    await set(ada, null, recordVersion(await listed())).expect(200);
    expect(await listed()).toBeUndefined();
    // Gone meanwhile: the row the volunteer saw is no longer there, so that is a 412 too.
    await expectRefused(
      () => set(ada, null, read),
      ['special_days'],
      changedSinceRead('holiday', `on ${date}`),
    );
    await set(ada, 'Labour Day').expect(200);
    await set(ben, null).expect(200);
    expect(await listed()).toBeUndefined();
  });
});
