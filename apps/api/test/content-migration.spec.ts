import request from 'supertest';
import { CONTENT_DEFAULTS } from '@furnace/contracts';
import { CreateContentAndAlerts1763712000030 } from '../src/database/migrations/1763712000030-create-content-and-alerts';
import { adminPassword, signIn } from './auth-helpers';
import { makeJpeg, makePdf } from './support/fixtures';
import { tableSnapshot } from './support/table-snapshot';
import { migrateDown, sql, startTestApp } from './test-app';

/**
 * The content migration on a site with data (hours, a holiday, events with images and PDFs, users):
 * the database is populated through the API, taken back to the release before the migration (its
 * own down()), and upgraded by the next start. Nothing staff entered changes; the new tables start
 * empty, so every page reads the spec's defaults.
 */
describe('migration 1763712000030: content and alerts, on a populated database', () => {
  it('upgrades without changing a row of what was there, and serves the defaults', async () => {
    const first = await startTestApp();
    const databaseUrl = first.databaseUrl;
    const password = adminPassword(first); // its data folder goes with it
    try {
      const token = await signIn(first);
      const auth = { type: 'bearer' } as const;
      await request(first.url)
        .post('/api/v1/hours/set')
        .auth(token, auth)
        .send({ day: 'Monday', start_time: '09:30', end_time: '15:00' })
        .expect(200);
      await request(first.url)
        .post('/api/v1/holidays/set')
        .auth(token, auth)
        .send({ date: '2030-12-25', description: 'Christmas Day' })
        .expect(200);
      await request(first.url)
        .post('/api/v1/events')
        .auth(token, auth)
        .field('title', 'Casting day')
        .field('description', 'Iron, fire and sand')
        .field('event_start', '2030-06-01T10:00:00')
        .attach('image', await makeJpeg(640, 480), 'a.jpg')
        .attach('pdf', makePdf('flyer'), 'a.pdf')
        .expect(201);
    } finally {
      await first.close();
    }

    // Back to the release before content: its tables, trigger function and migration row gone.
    await migrateDown(databaseUrl, [new CreateContentAndAlerts1763712000030()]);
    const before = await tableSnapshot(databaseUrl);
    expect(before.stored_files.length).toBeGreaterThanOrEqual(2); // the image, its sizes, the PDF
    expect(before).not.toHaveProperty('content_versions');

    const upgraded = await startTestApp({ databaseUrl });
    try {
      const after = await tableSnapshot(databaseUrl);
      const { content_versions, alerts, migrations, ...kept } = after;
      const { migrations: migrationsBefore, ...keptBefore } = before;
      expect(kept).toEqual(keptBefore);
      // The history kept, and this migration added to it (rows come sorted as text, not by id).
      expect(migrations).toEqual(expect.arrayContaining(migrationsBefore));
      expect(migrations.filter((row) => !migrationsBefore.includes(row))).toEqual([
        expect.stringContaining('CreateContentAndAlerts1763712000030'),
      ]);
      expect([content_versions, alerts]).toEqual([[], []]);

      expect((await request(upgraded.url).get('/api/v1/content').expect(200)).body).toEqual(
        CONTENT_DEFAULTS,
      );
      const token = await signIn(upgraded, 'admin', password);
      await request(upgraded.url)
        .put('/api/v1/content/admission')
        .auth(token, { type: 'bearer' })
        .send({ ...CONTENT_DEFAULTS.admission, note: 'Members free.' })
        .expect(200);
      expect(await sql(databaseUrl, 'SELECT count(*)::int AS n FROM content_versions')).toEqual([
        { n: 1 },
      ]);
    } finally {
      await upgraded.close();
    }
  });
});
