import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { normalizeUsername } from '@furnace/contracts';
import { backupDatabase, BackupFileError } from '../backup/backup';
import { backupFileName } from '../backup/nightly-backup';
import { RestoreRefused, restoreDatabase } from '../backup/restore';
import { loadConfig } from '../config/app-config';
import type { RunningDatabase } from '../database/embedded-postgres';
import { MIGRATIONS } from '../database/migrations';
import { PasswordHasher, passwordProblem } from '../users/password-hasher';
import { AccountError, generatePassword, UserAccounts } from '../users/user-accounts';

export interface CliIo {
  argv: string[];
  env: Record<string, string | undefined>;
  stdin: Readable & { isTTY?: boolean };
  stdout: Writable;
  stderr: Writable;
}

const USAGE = `Usage:
  npm run create-admin -- --username <name> --email <address> [--generate]
  npm run reset-password -- --username <name> [--generate]
  npm run backup [-- --out <file>]
  npm run restore -- <file> [--force]
The password is read from standard input (at least 12 characters), or --generate prints a new one.
Without DATABASE_URL the commands use the embedded database in DATA_DIR (default .data/), the
running site's if it is up. See docs/operations.md.`;

const TEXT = { type: 'string' } as const;
const FLAG = { type: 'boolean' } as const;

/** Returns the process exit code. */
export async function runCli(io: CliIo): Promise<number> {
  const fail = (message: string) => (io.stderr.write(`${message}\n`), 1);
  let parsed;
  try {
    parsed = parseArgs({
      args: io.argv,
      allowPositionals: true,
      options: { username: TEXT, email: TEXT, out: TEXT, generate: FLAG, help: FLAG, force: FLAG },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`);
  }
  const [command, file] = parsed.positionals;
  const { username, email, generate, help } = parsed.values;
  if (help) return (io.stdout.write(`${USAGE}\n`), 0);
  if (command === 'backup' || command === 'restore')
    return runBackupCommand(command, file, parsed.values, io, fail);
  if (command !== 'create-admin' && command !== 'reset-password') return fail(USAGE);
  if (!username) return fail(`--username is required.\n${USAGE}`);
  if (command === 'create-admin' && !email) return fail(`--email is required.\n${USAGE}`);

  // A ConfigError's sentences reach stderr through cli.ts.
  const config = loadConfig(io.env);

  const password = generate ? generatePassword() : await readPassword(io).catch(() => null);
  if (password === null) return fail('Aborted: no password was typed. Nothing was changed.');
  // Checked before any database is opened (UserAccounts checks it again for the first run).
  const problem = passwordProblem(password);
  if (problem) return fail(`Refused: ${problem} Nothing was changed.`);

  const database = await commandDatabase(config.databaseUrl, config.dataDir);
  const db = new DataSource({
    type: 'postgres',
    url: database.url,
    migrations: MIGRATIONS,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
  });
  try {
    await db.initialize();
    const accounts = new UserAccounts(db, new PasswordHasher(config));
    if (command === 'create-admin') {
      const user = await accounts.create({ username, email: email as string, password });
      io.stdout.write(`Created user "${user.memberId}" <${user.email}>.\n`);
    } else {
      const user = await accounts.findByUsername(username);
      if (!user) return fail(`Refused: No user named "${normalizeUsername(username)}".`);
      await accounts.changePassword(user.id, password);
      io.stdout.write(`Password changed for "${user.memberId}".\n`);
    }
    if (generate) io.stdout.write(`Password: ${password}\n`);
    return 0;
  } catch (error) {
    if (error instanceof AccountError) return fail(`Refused: ${error.message}`);
    throw error;
  } finally {
    if (db.isInitialized) await db.destroy();
    await database.stop();
  }
}

/** `npm run backup [-- --out FILE]` and `npm run restore -- FILE [--force]`. */
async function runBackupCommand(
  command: 'backup' | 'restore',
  file: string | undefined,
  options: { out?: string; force?: boolean },
  io: CliIo,
  fail: (message: string) => number,
): Promise<number> {
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
        const rl = createInterface({ input: io.stdin, output: io.stderr });
        const answer = await ask(rl, 'Type "yes" to replace everything in it with the backup: ');
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
async function commandDatabase(databaseUrl: string | null, dataDir: string) {
  if (databaseUrl) return { url: databaseUrl, stop: async () => undefined, attached: false };
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

/** Piped, or typed in raw mode with no output to echo it: never on the command line (history, ps). */
async function readPassword(io: CliIo): Promise<string> {
  if (!io.stdin.isTTY) return (await text(io.stdin)).replace(/\r?\n$/, '');
  io.stderr.write('New password (not shown): ');
  const password = await ask(createInterface({ input: io.stdin, terminal: true }), '');
  io.stderr.write('\n');
  return password;
}

/** The line typed; Ctrl-C, Ctrl-D or the input's end rejects, so the command exits 1, not 0. */
const ask = (rl: Interface, question: string) =>
  new Promise<string>((answer, abort) => {
    rl.once('close', () => abort(new Error('Aborted: nothing was typed.')));
    rl.once('SIGINT', () => rl.close());
    rl.question(question, (line) => (answer(line), rl.close()));
  });
