import { createReadStream, createWriteStream, renameSync, rmSync, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { Client, escapeIdentifier as quote } from 'pg';

/**
 * One backup file: gzip-compressed JSON lines: the header, {"t": table, "r": row} per row, then
 * {"end": true, "rows": n} so a truncated file is refused before anything changes. Every row comes
 * from ONE REPEATABLE READ transaction: a consistent snapshot while the site keeps writing.
 */
const BACKUP_FORMAT = 'furnace-museum-backup';
/**
 * 1: bytea as hex text. 2: bytea columns listed in `base64` per table, as base64 text.
 * 3: jsonb columns listed in `wrapped` per table, each value as a one-element array (`[null]` is
 * a JSON null, `null` an SQL NULL: row_to_json writes both as `null`).
 */
const BACKUP_FORMAT_VERSION = 3;
export const MIGRATIONS_TABLE = 'migrations';

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  serverVersion: string;
  migrations: string[];
  tables: { name: string; rows: number; base64?: string[]; wrapped?: string[] }[];
}

/** Listed with no rows: a copy of live sessions is a key to every signed-in account. */
const TABLES_LEFT_OUT = new Set(['sessions']);

/** The public schema's tables, each after those its foreign keys point to (restore inserts in order). */
export async function userTables(client: {
  query(text: string): Promise<unknown>;
}): Promise<string[]> {
  // Ordered by the longest chain of foreign keys above each table (a cycle is followed once).
  const result = await client.query(`
    WITH RECURSIVE below (oid, path) AS (
      SELECT oid, ARRAY[oid] FROM pg_class
       WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'p')
      UNION ALL
      SELECT f.conrelid, path || f.conrelid FROM below JOIN pg_constraint f ON f.confrelid = below.oid
       WHERE f.contype = 'f' AND f.conrelid <> ALL (path))
    SELECT relname AS name FROM below JOIN pg_class USING (oid)
     WHERE relnamespace = 'public'::regnamespace GROUP BY relname ORDER BY max(cardinality(path)), relname`);
  // pg answers { rows }, a TypeORM QueryRunner the rows themselves.
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return (rows as { name: string }[]).map((t) => t.name);
}

/** Writes a consistent snapshot of the database at `databaseUrl` to `file` (atomically: tmp + rename). */
export async function backupDatabase(databaseUrl: string, file: string) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const tmp = `${file}.partial`;
  let rows = 0;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const serverVersion = (await client.query<{ v: string }>('SHOW server_version')).rows[0].v;
    const tables = await userTables(client);
    const migrations = tables.includes(MIGRATIONS_TABLE)
      ? (
          await client.query<{ name: string }>(
            `SELECT name FROM ${quote(MIGRATIONS_TABLE)} ORDER BY timestamp, id`,
          )
        ).rows.map((r) => r.name)
      : [];
    const counts: BackupHeader['tables'] = [];
    const selects = new Map<string, string>();
    for (const name of tables) {
      const from = TABLES_LEFT_OUT.has(name) ? `${quote(name)} WHERE false` : quote(name);
      const res = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${from}`);
      const columns = await client.query<{ name: string; type: string }>(
        `SELECT attname AS name, atttypid::regtype::text AS type FROM pg_attribute
          WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
        [quote(name)],
      );
      const base64 = columns.rows.filter((c) => c.type === 'bytea').map((c) => c.name);
      const wrapped = columns.rows.filter((c) => c.type === 'jsonb').map((c) => c.name);
      counts.push({
        name,
        rows: Number(res.rows[0].n),
        ...(base64.length ? { base64 } : {}),
        ...(wrapped.length ? { wrapped } : {}),
      });
      const column = (c: { name: string; type: string }) =>
        c.type === 'bytea'
          ? `translate(encode(${quote(c.name)}, 'base64'), E'\\n', '') AS ${quote(c.name)}`
          : c.type === 'jsonb'
            ? `CASE WHEN ${quote(c.name)} IS NULL THEN NULL ELSE jsonb_build_array(${quote(c.name)}) END AS ${quote(c.name)}`
            : quote(c.name);
      selects.set(name, `SELECT ${columns.rows.map(column).join(', ')} FROM ${from}`);
    }
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      serverVersion,
      migrations,
      tables: counts,
    };

    const line = (value: unknown) => `${JSON.stringify(value)}\n`;
    async function* lines() {
      yield line(header);
      for (const { name } of counts) {
        await client.query(
          `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM (${selects.get(name)}) t`,
        );
        for (;;) {
          const batch = await client.query<{ j: string }>('FETCH 100 FROM backup_rows');
          yield batch.rows.map((row) => `{"t":${JSON.stringify(name)},"r":${row.j}}\n`).join('');
          rows += batch.rows.length;
          if (batch.rows.length < 100) break;
        }
        await client.query('CLOSE backup_rows');
      }
      yield line({ end: true, rows });
    }
    // pipeline: a write error (ENOSPC) rejects; `flush`: the file is on disk before the rename.
    await pipeline(
      lines(),
      createGzip({ level: 1 }),
      createWriteStream(tmp, { mode: 0o600, flush: true }),
    );
    await client.query('COMMIT');
    renameSync(tmp, file);
    return { file, rows, tables: counts.length, bytes: statSync(file).size };
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export class BackupFileError extends Error {}

/** Reads a backup file line by line; checks the header first and the end marker last. */
export async function* readBackup(
  file: string,
): AsyncGenerator<{ header: BackupHeader } | { table: string; row: Record<string, unknown> }> {
  const lines = createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  let header: BackupHeader | null = null;
  let rows = 0;
  let ended = false;
  try {
    for await (const line of lines) {
      if (!line) continue;
      const value = JSON.parse(line);
      if (!header) {
        if (value?.format !== BACKUP_FORMAT)
          throw new BackupFileError(`${file} is not a museum backup (no ${BACKUP_FORMAT} header).`);
        if (value.formatVersion > BACKUP_FORMAT_VERSION)
          throw new BackupFileError(
            `${file} was written by a newer version of the site (backup format ${value.formatVersion}); update the site first.`,
          );
        header = value as BackupHeader;
        yield { header };
      } else if (value.end) {
        if (value.rows !== rows)
          throw new BackupFileError(
            `${file} is damaged: ${rows} rows read, ${value.rows} written.`,
          );
        ended = true;
      } else {
        rows++;
        yield { table: value.t, row: value.r };
      }
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    throw new BackupFileError(
      `${file} could not be read (${(error as Error).message}); is it a complete backup file?`,
    );
  }
  if (!header) throw new BackupFileError(`${file} is empty.`);
  if (!ended)
    throw new BackupFileError(`${file} is incomplete (no end marker): the backup was cut short.`);
}
