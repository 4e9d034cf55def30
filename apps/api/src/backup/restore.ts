import { escapeIdentifier as quote, escapeLiteral as literal } from 'pg';
import { DataSource, MigrationExecutor } from 'typeorm';
import { MIGRATIONS } from '../database/migrations';
import {
  BackupFileError,
  type BackupHeader,
  MIGRATIONS_TABLE,
  readBackup,
  userTables,
} from './backup';

export class RestoreRefused extends Error {}

/** One transaction: the backup's migrations, its rows, then the newer migrations. */
export async function restoreDatabase(
  databaseUrl: string,
  file: string,
  options: { force?: boolean } = {},
) {
  // Read the whole file once before touching the database: a damaged file changes nothing.
  let header: BackupHeader | null = null;
  for await (const item of readBackup(file)) if ('header' in item) header = item.header;
  if (!header) throw new BackupFileError(`${file} has no header.`);
  const known = MIGRATIONS.map((M) => new M().name);
  const unknown = header.migrations.filter((name) => !known.includes(name));
  if (unknown.length)
    throw new RestoreRefused(
      `The backup comes from a newer version of the site (migrations ${unknown.join(', ')} are unknown here). Update the site, then restore.`,
    );
  if (header.migrations.some((name, i) => known[i] !== name))
    throw new RestoreRefused('The backup has a migration history this version does not share.');

  const ds = new DataSource({ type: 'postgres', url: databaseUrl, migrations: MIGRATIONS });
  await ds.initialize();
  const db = ds.createQueryRunner();
  let rows = 0;
  try {
    await db.connect();
    await db.startTransaction();
    // Serialise concurrent restores (and make a running server's writes wait for the end).
    await db.query('SELECT pg_advisory_xact_lock(7340001)');
    const existing: string[] = [];
    for (const name of await userTables(db)) {
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM ${quote(name)}`);
      if (n > 0 && name !== MIGRATIONS_TABLE) existing.push(`${name}: ${n}`);
    }
    if (existing.length && !options.force) {
      const list = existing.join(', ');
      throw new RestoreRefused(
        `The database already holds data (${list}). Restoring replaces ALL of it with the backup; run again with --force to do so.`,
      );
    }
    await db.query('DROP SCHEMA IF EXISTS public CASCADE');
    await db.query('CREATE SCHEMA public');
    for (const M of MIGRATIONS.slice(0, header.migrations.length)) await new M().up(db);
    // TypeORM's migrations table, in this transaction; the rows it records now are truncated below.
    const executor = new MigrationExecutor(ds, db);
    executor.transaction = 'none';
    executor.fake = true;
    await executor.executePendingMigrations();

    // The backup's rows replace whatever its migrations seeded.
    const tables = await userTables(db);
    if (tables.length)
      await db.query(`TRUNCATE ${tables.map(quote).join(', ')} RESTART IDENTITY CASCADE`);

    let batch: Record<string, unknown>[] = [];
    let batchTable = '';
    let batchBytes = 0;
    const columns = new Map((header.tables ?? []).map((t) => [t.name, t]));
    const flush = async () => {
      if (!batch.length) return;
      const names = Object.keys(batch[0]);
      const { base64: binary = [], wrapped: inArray = [] } = columns.get(batchTable) ?? {};
      const value = (c: string) =>
        binary.includes(c)
          ? `decode(j->>${literal(c)}, 'base64')`
          : inArray.includes(c)
            ? `((j->${literal(c)})->0)::jsonb`
            : `r.${quote(c)}`;
      const values = names.map(value).join(', ');
      await db.query(
        `INSERT INTO ${quote(batchTable)} (${names.map(quote).join(', ')}) OVERRIDING SYSTEM VALUE
         SELECT ${values} FROM json_array_elements($1::json) j,
           LATERAL json_populate_record(null::${quote(batchTable)}, j) r`,
        [JSON.stringify(batch)],
      );
    };
    for await (const item of readBackup(file)) {
      if (!('table' in item)) continue;
      if (!tables.includes(item.table))
        throw new BackupFileError(`The backup has rows for an unknown table "${item.table}".`);
      if (item.table !== batchTable || batch.length >= 500 || batchBytes > 16_000_000) {
        await flush();
        [batch, batchTable, batchBytes] = [[], item.table, 0];
      }
      batch.push(item.row);
      batchBytes += JSON.stringify(item.row).length;
      rows++;
    }
    await flush();

    // Sequences continue after the restored ids.
    const serials = await db.query(
      `SELECT table_name AS t, column_name AS c FROM information_schema.columns
        WHERE table_schema = 'public' AND (column_default LIKE 'nextval(%' OR is_identity = 'YES')`,
    );
    for (const { t, c } of serials) {
      await db.query(
        `SELECT setval(pg_get_serial_sequence($1, $2), coalesce((SELECT max(${quote(c)}) FROM ${quote(t)}), 0) + 1, false)`,
        [quote(t), c],
      );
    }
    executor.fake = false;
    const newer = await executor.executePendingMigrations();
    await db.commitTransaction();
    return { rows, header, upgradedWith: newer.map((m) => m.name) };
  } catch (error) {
    if (db.isTransactionActive) await db.rollbackTransaction().catch(() => undefined);
    throw error;
  } finally {
    await db.release();
    await ds.destroy();
  }
}
