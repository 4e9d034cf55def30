// Backup and restore of a site with 1,000 events, each with its own image: `npm run backup` of the
// RUNNING site, then `npm run restore` into a fresh DATA_DIR (as after a lost disk). Prints the
// sizes and seconds; checks the row counts.
//   npm run bench -- backup
import { chmodSync, mkdtempDisposableSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { workspaceRoot as root } from '../lib/site-server.cjs';
import { createEvents, photoJpeg, runChecked, startApi } from './harness.mjs';

const cliJs = join(root, 'dist/apps/api/cli.js');
const EVENT_COUNT = 1000;

/** Seconds the API's CLI takes to run `args` on `dataDir`. */
function cli(args, dataDir) {
  const started = Date.now();
  runChecked(process.execPath, [cliJs, ...args], { env: { DATA_DIR: dataDir, DATABASE_URL: '' } });
  return (Date.now() - started) / 1000;
}

async function seed(base, log) {
  // One photo, made distinct per event by bytes after its end marker, so nothing is deduplicated.
  const photo = await photoJpeg({ width: 1200, height: 800 });
  const started = Date.now();
  const fieldsOf = (i) => ({
    title: `Furnace program ${i + 1}`,
    description: 'A guided walk through the casting house and the great wheel. '.repeat(3),
    event_start: `${new Date(Date.UTC(2030, 0, 1) + i * 86_400_000).toISOString().slice(0, 10)}T10:30:00`,
    image: new File([photo, Buffer.from(`#${i}`)], 'card.jpg'),
  });
  await createEvents(base, EVENT_COUNT, fieldsOf, { batch: 4 });
  log(
    `  (seeded ${EVENT_COUNT} events with a ${(photo.length / 1024).toFixed(0)} KB photo each in ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
}

async function counts(dataDir) {
  const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
  const port = readFileSync(join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[3];
  const client = new Client(`postgres://postgres:${password}@127.0.0.1:${port}/furnace`);
  await client.connect();
  const { rows } = await client.query(
    `SELECT (SELECT count(*) FROM events)::int AS events, (SELECT count(*) FROM stored_files)::int AS files,
            (SELECT pg_database_size('furnace'))::bigint AS bytes`,
  );
  await client.end();
  return rows[0];
}

export async function benchBackup({ log = console.log } = {}) {
  using scratch = mkdtempDisposableSync(join(tmpdir(), 'bench-backup-'));
  chmodSync(scratch.path, 0o755);
  const source = join(scratch.path, 'site');
  const restored = join(scratch.path, 'restored');
  const file = join(scratch.path, 'site.backup.jsonl.gz');
  log(`Backup and restore, ${EVENT_COUNT} events with images:`);
  let before;
  {
    await using api = await startApi({ dataDir: source });
    await seed(api.base, log);
    before = await counts(source);
    const seconds = cli(['backup', '--out', file], source);
    log(
      `  npm run backup (site running): ${seconds.toFixed(1)} s, ${(statSync(file).size / 1e6).toFixed(1)} MB file ` +
        `(database ${(Number(before.bytes) / 1e6).toFixed(0)} MB, ${before.events} events, ${before.files} stored files)`,
    );
  }
  const seconds = cli(['restore', file], restored).toFixed(1);
  log(`  npm run restore into a fresh DATA_DIR (new cluster included): ${seconds} s`);
  await using _restoredApi = await startApi({ dataDir: restored });
  const after = await counts(restored);
  if (after.events !== before.events || after.files !== before.files)
    throw new Error(`restored ${JSON.stringify(after)}, expected ${JSON.stringify(before)}`);
  log(`  restored site starts with the same ${after.events} events and ${after.files} files`);
}
