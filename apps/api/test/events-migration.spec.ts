import request from 'supertest';
import { EVENT_LIFECYCLE_DEFAULTS } from '@furnace/contracts';
import { EventLifecycle1763712000040 } from '../src/database/migrations/1763712000040-event-lifecycle';
import { SignTexts1763712000041 } from '../src/database/migrations/1763712000041-sign-texts';
import { adminPassword, signIn } from './auth-helpers';
import { makeJpeg, makePdf, storedPdf, postEvent } from './support/fixtures';
import { tableSnapshot } from './support/table-snapshot';
import { migrateDown, sql, startTestApp } from './test-app';

const NEW_EVENT_COLUMNS = {
  ends_at: null,
  all_day: false,
  status: 'scheduled',
  status_note: '',
  image_alt: '',
  location: '',
  price_text: '',
  image_fit: 'cover',
  publish_at: null,
  recurrence: null,
};

/**
 * Migrations 040 (the events' lifecycle) and 041 (signs' texts) on a site with data: events with
 * images and PDFs, one in the trash, a sign, hours. The database is populated through the API,
 * taken back to the release before (the migrations' own down()), and upgraded by the next start.
 * Every row stays byte for byte; the events gain the new columns at their defaults.
 */
describe('migrations 1763712000040/41: event lifecycle and sign texts, on a populated database', () => {
  it('upgrades without changing what was there; old events read with the defaults', async () => {
    const first = await startTestApp();
    const databaseUrl = first.databaseUrl;
    const password = adminPassword(first);
    const ids: number[] = [];
    try {
      const token = await signIn(first);
      for (const [title, withPdf] of [
        ['Casting day', true],
        ['Forge talk', false],
        ['Gone soon', true],
      ] as const) {
        const req = postEvent(first, token, {
          title: title,
          description: 'Iron, fire and sand',
          event_start: '2030-06-01T10:00:00',
          link_text: 'More',
          link_url: 'https://example.org/more',
        }).attach('image', await makeJpeg(640, 480), 'a.jpg');
        if (withPdf) req.attach('pdf', makePdf(title), 'a.pdf');
        ids.push((await req.expect(201)).body.id);
      }
      await request(first.url)
        .delete(`/api/v1/events/${ids[2]}`)
        .auth(token, { type: 'bearer' })
        .expect(200);
      await request(first.url)
        .put('/api/v1/signs/north-gate')
        .auth(token, { type: 'bearer' })
        .attach('pdf', makePdf('sign'), 'sign.pdf')
        .expect(201);
    } finally {
      await first.close();
    }

    // Back to the release before: the new columns, tables and migration rows gone.
    await migrateDown(databaseUrl, [
      new SignTexts1763712000041(),
      new EventLifecycle1763712000040(),
    ]);
    // The trash row was written with the new columns: as the old release wrote it, without them.
    await sql(
      databaseUrl,
      `UPDATE events_trash SET row = row - ARRAY[${Object.keys(NEW_EVENT_COLUMNS)
        .map((c) => `'${c}'`)
        .join(', ')}, 'occurrence_changes']`,
    );
    const before = await tableSnapshot(databaseUrl, 'json');
    expect(before.stored_files.length).toBeGreaterThanOrEqual(5); // images, sizes, PDFs, the sign
    expect(before).not.toHaveProperty('event_occurrence_changes');
    expect(JSON.parse(before.events[0])).not.toHaveProperty('status');

    const upgraded = await startTestApp({ databaseUrl });
    try {
      const after = await tableSnapshot(databaseUrl, 'json');
      const { events, event_occurrence_changes, sign_texts, migrations, ...kept } = after;
      const { events: eventsBefore, migrations: migrationsBefore, ...keptBefore } = before;
      // Files (bytes included), the trash, users, hours: all the same.
      expect(kept).toEqual(keptBefore);
      expect([event_occurrence_changes, sign_texts]).toEqual([[], []]);
      // Each event: its old columns untouched, the new ones at their defaults.
      expect(events.map((row) => JSON.parse(row))).toEqual(
        eventsBefore.map((row) => ({ ...JSON.parse(row), ...NEW_EVENT_COLUMNS })),
      );
      expect(migrations.filter((row) => !migrationsBefore.includes(row))).toHaveLength(2);

      const token = await signIn(upgraded, 'admin', password);
      const listed = (
        await request(upgraded.url).get('/api/v1/events?scope=all').auth(token, { type: 'bearer' })
      ).body as Record<string, unknown>[];
      expect(listed).toHaveLength(2);
      for (const event of listed) expect(event).toMatchObject(EVENT_LIFECYCLE_DEFAULTS);
      expect(listed.map((e) => e.pdf !== null)).toEqual([true, false]);
      // The files are public as before, byte for byte (as stored at the upload).
      const pdf = await request(upgraded.url)
        .get(`/static/event_info/${ids[0]}.pdf`)
        .buffer(true)
        .expect(200);
      expect(Buffer.compare(pdf.body as Buffer, await storedPdf('Casting day'))).toBe(0);
      await request(upgraded.url).get(`/static/event_images/${ids[1]}`).expect(200);
      // The event deleted before the upgrade comes back from the trash with the defaults.
      await request(upgraded.url)
        .post(`/api/v1/events/${ids[2]}/restore`)
        .auth(token, { type: 'bearer' })
        .expect(200);
      const restored = await request(upgraded.url)
        .get(`/api/v1/events/${ids[2]}/details`)
        .expect(200);
      expect(restored.body).toMatchObject({ ...EVENT_LIFECYCLE_DEFAULTS, title: 'Gone soon' });
      await request(upgraded.url).get(`/static/event_info/${ids[2]}.pdf`).expect(200);
      // The sign made before keeps its PDF and has empty texts.
      const signs = await request(upgraded.url)
        .get('/api/v1/signs')
        .auth(token, { type: 'bearer' })
        .expect(200);
      expect(signs.body).toEqual([
        expect.objectContaining({ name: 'north-gate', title: '', summary: '' }),
      ]);
    } finally {
      await upgraded.close();
    }
  });
});
