import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { backupDatabase, BackupFileError } from '../src/backup/backup';
import { RestoreRefused, restoreDatabase } from '../src/backup/restore';
import { MIGRATIONS } from '../src/database/migrations';
import { signIn } from './auth-helpers';
import { makeJpeg, makePdf } from './support/fixtures';
import { cli } from './support/run-cli';
import { tableSnapshot as snapshot } from './support/table-snapshot';
import { createTestDatabase, migrateTo, sql, startTestApp } from './test-app';

describe('backup and restore', () => {
  const dir = mkdtempSync(join(tmpdir(), 'api-backup-'));
  let sourceUrl: string;
  let before: Record<string, string[]>;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  beforeAll(async () => {
    // A populated site: hours, holidays, users, events with images and PDFs.
    const api = await startTestApp();
    sourceUrl = api.databaseUrl;
    try {
      const token = await signIn(api);
      const auth = { type: 'bearer' } as const;
      await request(api.url)
        .post('/api/v1/hours/set')
        .auth(token, auth)
        .send({ day: 'Monday', start_time: '09:30', end_time: '15:00' })
        .expect((r) => expect(r.status).toBeLessThan(300));
      await request(api.url)
        .post('/api/v1/holidays/set')
        .auth(token, auth)
        .send({ date: '2030-12-25', description: 'Christmas Day' })
        .expect((r) => expect(r.status).toBeLessThan(300));
      const jpeg = await makeJpeg(640, 480);
      for (let i = 0; i < 3; i++) {
        await request(api.url)
          .post('/api/v1/events')
          .auth(token, auth)
          .field('title', `Casting day ${i}`)
          .field('description', 'Iron, fire and sand — ü ✓')
          .field('event_start', `2030-0${i + 1}-01T10:00:00`)
          .attach('image', jpeg, 'a.jpg')
          .attach('pdf', makePdf(`flyer ${i}`), 'a.pdf')
          .expect(201);
      }
      // The lifecycle's table and columns, and a sign with its texts (migrations 040, 041).
      const repeat = await request(api.url)
        .post('/api/v1/events')
        .auth(token, auth)
        .field('title', 'Saturday tour')
        .field('description', 'Weekly')
        .field('event_start', '2030-06-01T10:00:00')
        .field('event_end', '2030-06-01T11:00:00')
        .field('status_note', 'Bring boots')
        .field('publish_at', '2030-01-01T00:00:00Z')
        .field(
          'recurrence',
          JSON.stringify({
            freq: 'weekly',
            interval: 1,
            by_weekday: ['Saturday'],
            until: null,
            count: 4,
          }),
        )
        .attach('image', jpeg, 'a.jpg')
        .expect(201);
      await request(api.url)
        .put(`/api/v1/events/${repeat.body.id}/occurrences/2030-06-08`)
        .auth(token, auth)
        .send({ status: 'cancelled', status_note: 'Rain' })
        .expect(200);
      await request(api.url)
        .put('/api/v1/signs/north-gate')
        .auth(token, auth)
        .field('title', 'North gate')
        .field('summary', 'Where the ore came in.')
        .attach('pdf', makePdf('sign'), 'sign.pdf')
        .expect(201);
    } finally {
      await api.close();
    }
    const stored = await sql<{ n: number }>(
      sourceUrl,
      'SELECT count(*)::int AS n FROM stored_files',
    );
    expect(stored[0].n).toBeGreaterThanOrEqual(6);
    before = await snapshot(sourceUrl);
    expect([before.event_occurrence_changes.length, before.sign_texts.length]).toEqual([1, 1]);
  });

  it('restores a populated site into an empty database byte for byte, and refuses to overwrite without --force', async () => {
    const file = join(dir, 'site.backup.jsonl.gz');
    const result = await backupDatabase(sourceUrl, file);
    // Everything but the live sign-in sessions, which a backup leaves out.
    expect(before.sessions.length).toBeGreaterThan(0);
    const restored = { ...before, sessions: [] };
    expect(result.rows).toBe(Object.values(restored).reduce((n, rows) => n + rows.length, 0));
    expect(gunzipSync(readFileSync(file)).toString()).not.toContain('"t":"sessions"');
    // The History holds JSON nulls (a creation has no "before") beside SQL NULLs: both come back.
    const [{ jsonNulls }] = await sql<{ jsonNulls: number }>(
      sourceUrl,
      `SELECT count(*)::int AS "jsonNulls" FROM audit_log WHERE before = 'null'::jsonb OR after = 'null'::jsonb`,
    );
    expect(jsonNulls).toBeGreaterThan(0);

    const target = await createTestDatabase();
    await restoreDatabase(target, file);
    expect(await snapshot(target)).toEqual(restored);

    // Over existing data: refused, nothing changed; with force, identical again.
    await sql(target, `DELETE FROM special_days`);
    const changed = await snapshot(target);
    await expect(restoreDatabase(target, file)).rejects.toThrow(RestoreRefused);
    expect(await snapshot(target)).toEqual(changed);
    await restoreDatabase(target, file, { force: true });
    expect(await snapshot(target)).toEqual(restored);

    // The restored site runs: new ids continue after the restored ones.
    const api = await startTestApp({ databaseUrl: target });
    try {
      await request(api.url).get('/api/v1/events').expect(200);
      const [{ max }] = await sql<{ max: number }>(target, 'SELECT max(id) AS max FROM events');
      const [{ next }] = await sql<{ next: number }>(
        target,
        `SELECT nextval(pg_get_serial_sequence('events', 'id'))::int AS next`,
      );
      expect(next).toBe(max + 1);
    } finally {
      await api.close();
    }
  });

  it('a damaged or truncated file is refused before anything changes', async () => {
    const file = join(dir, 'cut.backup.jsonl.gz');
    await backupDatabase(sourceUrl, file);
    const lines = gunzipSync(readFileSync(file)).toString().trim().split('\n');
    writeFileSync(file, gzipSync(lines.slice(0, -2).join('\n')));
    const target = await createTestDatabase();
    await expect(restoreDatabase(target, file)).rejects.toThrow(BackupFileError);
    expect(await snapshot(target)).toEqual({});
    writeFileSync(file, 'not a backup');
    await expect(restoreDatabase(target, file)).rejects.toThrow(/could not be read|not a museum/);
  });

  it('a format-1 file (bytea as hex text, jsonb unwrapped) still restores', async () => {
    const file = join(dir, 'v2.backup.jsonl.gz');
    await backupDatabase(sourceUrl, file);
    const [first, ...rest] = gunzipSync(readFileSync(file)).toString().trim().split('\n');
    const header = JSON.parse(first);
    type Table = { name: string; base64?: string[]; wrapped?: string[] };
    const binary = new Map<string, string[]>(
      header.tables.map((t: Table) => [t.name, t.base64 ?? []]),
    );
    const wrapped = new Map<string, string[]>(
      header.tables.map((t: Table) => [t.name, t.wrapped ?? []]),
    );
    const v1 = {
      ...header,
      formatVersion: 1,
      tables: header.tables.map(({ name, rows }: { name: string; rows: number }) => ({
        name,
        rows,
      })),
    };
    const lines = rest.map((line) => {
      const item = JSON.parse(line);
      for (const column of binary.get(item.t) ?? [])
        item.r[column] = `\\x${Buffer.from(item.r[column], 'base64').toString('hex')}`;
      for (const column of wrapped.get(item.t) ?? [])
        item.r[column] = item.r[column] === null ? null : item.r[column][0];
      return JSON.stringify(item);
    });
    const old = join(dir, 'v1.backup.jsonl.gz');
    writeFileSync(old, gzipSync([JSON.stringify(v1), ...lines].join('\n')));
    const target = await createTestDatabase();
    await restoreDatabase(target, old);
    // Byte for byte but for what format 1 could not tell apart: a jsonb null came back as NULL.
    const jsonNullAsNull = (rows: string[]) =>
      rows.map((row) => row.replace(/,null(?=[,)])/g, ','));
    const after = await snapshot(target);
    expect({ ...after, audit_log: jsonNullAsNull(after.audit_log) }).toEqual({
      ...before,
      sessions: [],
      audit_log: jsonNullAsNull(before.audit_log),
    });
  });

  it('an older backup restores into the newer schema (the newer migrations run after its data)', async () => {
    const old = await createTestDatabase();
    await migrateTo(old, MIGRATIONS.slice(0, 3));
    await sql(
      old,
      `INSERT INTO holidays (holiday_date, description) VALUES ('2031-01-01', 'New Year')`,
    );
    const file = join(dir, 'old.backup.jsonl.gz');
    await backupDatabase(old, file);

    const target = await createTestDatabase();
    const result = await restoreDatabase(target, file);
    expect(result.upgradedWith).toEqual(MIGRATIONS.slice(3).map((M) => new M().name));
    expect(
      (await sql<{ name: string }>(target, 'SELECT name FROM migrations ORDER BY id')).map(
        (r) => r.name,
      ),
    ).toEqual(MIGRATIONS.map((M) => new M().name));
    // The holiday of the old schema is a one-day closed special day now (the hours migration).
    expect(
      await sql(target, 'SELECT date_from::text, date_through::text, reason FROM special_days'),
    ).toEqual([{ date_from: '2031-01-01', date_through: '2031-01-01', reason: 'New Year' }]);
    expect(
      await sql(target, `SELECT to_regclass('public.stored_files') IS NOT NULL AS ok`),
    ).toEqual([{ ok: true }]);
  });

  it('a backup taken while writes happen is one consistent snapshot', async () => {
    const db = await createTestDatabase();
    const file = join(dir, 'busy.backup.jsonl.gz');
    const seed = join(dir, 'seed.backup.jsonl.gz');
    await backupDatabase(sourceUrl, seed);
    await restoreDatabase(db, seed);
    // Each write adds a holiday AND a file in one transaction; the backup must hold both or neither.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      const { Client } = await import('pg');
      const client = new Client({ connectionString: db });
      await client.connect();
      while (writing) {
        const n = written + 1;
        await client.query('BEGIN');
        await client.query(
          `INSERT INTO special_days (date_from, date_through, reason)
           VALUES (DATE '2040-01-01' + $1::int, DATE '2040-01-01' + $1::int, 'w')`,
          [n],
        );
        await client.query(
          `INSERT INTO stored_files (key, content_type, byte_size, etag, data) VALUES ($1, 'application/octet-stream', 4096, 'e', $2)`,
          [`w/${n}`, Buffer.alloc(4096, n % 256)],
        );
        await client.query('COMMIT');
        written = n;
      }
      await client.end();
    })();
    while (written < 20) await new Promise((r) => setTimeout(r, 20));
    await backupDatabase(db, file);
    writing = false;
    await writer;

    const target = await createTestDatabase();
    await restoreDatabase(target, file);
    const [{ h }] = await sql<{ h: number }>(
      target,
      `SELECT count(*)::int AS h FROM special_days WHERE reason = 'w'`,
    );
    const [{ f }] = await sql<{ f: number }>(
      target,
      `SELECT count(*)::int AS f FROM stored_files WHERE key LIKE 'w/%'`,
    );
    expect(h).toBeGreaterThanOrEqual(20);
    expect(f).toBe(h);
  });

  it('npm run backup / restore: --out, a refusal that explains itself, --force or a typed "yes"', async () => {
    const out = join(dir, 'cli.backup.jsonl.gz');
    const env = { DATABASE_URL: sourceUrl, DATA_DIR: dir };
    const backup = await cli(['backup', '--out', out], env);
    expect(backup).toMatchObject({ code: 0, out: expect.stringContaining(out) });
    expect(backup.out).toMatch(/Backed up the database at DATABASE_URL: \d+ rows/);

    const target = await createTestDatabase();
    const restored = await cli(['restore', out], { ...env, DATABASE_URL: target });
    expect(restored.code).toBe(0);
    expect(await snapshot(target)).toEqual({ ...before, sessions: [] });

    const refused = await cli(['restore', out], { ...env, DATABASE_URL: target });
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/already holds data .*--force.*Nothing was changed/s);
    expect((await cli(['restore', out, '--force'], { ...env, DATABASE_URL: target })).code).toBe(0);

    // At a terminal it asks; anything but "yes" changes nothing.
    await sql(target, 'DELETE FROM special_days');
    const changed = await snapshot(target);
    const no = await cli(
      ['restore', out],
      { ...env, DATABASE_URL: target },
      { stdin: 'no\n', tty: true },
    );
    expect(no).toMatchObject({
      code: 1,
      err: expect.stringMatching(/Type "yes".*Nothing was changed/s),
    });
    expect(await snapshot(target)).toEqual(changed);
    // Ctrl-D, Ctrl-C or the input's end without an answer: exit code 1, nothing changed.
    const none = await cli(['restore', out], { ...env, DATABASE_URL: target }, { tty: true });
    expect(none).toMatchObject({
      code: 1,
      err: expect.stringMatching(/Aborted.*Nothing was changed/s),
    });
    expect(await snapshot(target)).toEqual(changed);
    const yes = await cli(
      ['restore', out],
      { ...env, DATABASE_URL: target },
      { stdin: 'yes\n', tty: true },
    );
    expect(yes.code).toBe(0);
    expect(await snapshot(target)).toEqual({ ...before, sessions: [] });
    expect((await cli(['restore', join(dir, 'nope.gz')], env)).err).toMatch(/No such backup file/);
  });
});
