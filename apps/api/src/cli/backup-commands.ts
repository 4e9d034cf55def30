import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { backupDatabase, BackupFileError } from '../backup/backup';
import { backupFileName } from '../backup/nightly-backup';
import { RestoreRefused, restoreDatabase } from '../backup/restore';
import type { RunningDatabase } from '../database/embedded-postgres';
import { ask, type CliIo } from './run-cli';

/** `npm run backup [-- --out FILE]` and `npm run restore -- FILE [--force]`. Returns the exit code. */
export async function runBackupCommand(
  command: 'backup' | 'restore',
  file: string | undefined,
  options: { out?: string; force?: boolean },
  io: CliIo,
): Promise<number> {
  const fail = (message: string) => (io.stderr.write(`${message}\n`), 1);
  const cwd = io.env.INIT_CWD ?? process.cwd();
  const dataDir = resolve(cwd, io.env.DATA_DIR?.trim() || '.data');
  const path = resolve(cwd, file ?? '');
  if (command === 'restore' && !file)
    return fail('Usage: npm run restore -- <backup file> [--force]');
  if (command === 'restore' && !existsSync(path)) return fail(`No such backup file: ${path}`);

  const databaseUrl = io.env.DATABASE_URL?.trim() || null;
  if (command === 'backup' && !databaseUrl && !existsSync(join(dataDir, 'postgres', 'PG_VERSION')))
    return fail(
      `Nothing to back up: there is no embedded database in ${dataDir}. Set DATA_DIR to the site's data folder, or DATABASE_URL to its database.`,
    );
  let database: RunningDatabase | null = null;
  try {
    database = await commandDatabase(databaseUrl, dataDir);
    const { url } = database;
    const where = databaseUrl
      ? 'the database at DATABASE_URL'
      : `the embedded database in ${dataDir}${database.attached ? ' (the running site)' : ''}`;

    if (command === 'backup') {
      const out = resolve(cwd, options.out ?? join('backups', backupFileName()));
      mkdirSync(dirname(out), { recursive: true });
      const started = Date.now();
      const result = await backupDatabase(url, out);
      io.stdout.write(
        `Backed up ${where}: ${result.rows} rows in ${result.tables} tables, every stored file included, ` +
          `${(result.bytes / 1e6).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s.\n${out}\n`,
      );
      return 0;
    }

    let started = Date.now();
    const result = await restoreDatabase(url, path, { force: options.force }).catch(
      async (error: unknown) => {
        const askable = error instanceof RestoreRefused && /--force/.test(error.message);
        if (!askable || options.force || !io.stdin.isTTY) throw error;
        io.stderr.write(`${error.message}\n`);
        const answer = await ask(io, 'Type "yes" to replace everything in it with the backup: ');
        if (answer.trim().toLowerCase() !== 'yes') return null;
        started = Date.now();
        return restoreDatabase(url, path, { force: true });
      },
    );
    if (!result) return fail('Nothing was changed.');
    io.stdout.write(
      `Restored ${result.rows} rows from ${path} (taken ${result.header.createdAt}) into ${where} ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s.` +
        (result.upgradedWith.length
          ? ` Then applied the newer migrations ${result.upgradedWith.join(', ')}.`
          : '') +
        '\n',
    );
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused || error instanceof BackupFileError)
      return fail(`Refused: ${error.message} Nothing was changed.`);
    return fail(
      `${command === 'backup' ? 'Backup' : 'Restore'} failed: ${(error as Error).message}` +
        (command === 'restore' ? ' Nothing was changed.' : ''),
    );
  } finally {
    await database?.stop();
  }
}

/** DATABASE_URL's database, or the embedded one in DATA_DIR (the running site's when it is up). */
export async function commandDatabase(
  databaseUrl: string | null,
  dataDir: string,
): Promise<RunningDatabase> {
  if (databaseUrl) return { url: databaseUrl, stop: async () => undefined };
  // Loaded only here: embedded-postgres is not needed with DATABASE_URL.
  const { connectOrStartEmbeddedPostgres } = await import('../database/embedded-postgres');
  try {
    return await connectOrStartEmbeddedPostgres(dataDir);
  } catch (error) {
    throw new Error(
      `${(error as Error).message}\nIs the museum server running on this DATA_DIR? Stop it first, or set DATABASE_URL to its database.`,
    );
  }
}
