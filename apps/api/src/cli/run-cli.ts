import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { normalizeUsername } from '@furnace/contracts';
import { loadConfig } from '../config/app-config';
import { MIGRATIONS } from '../database/migrations';
import { PasswordHasher, passwordProblem } from '../users/password-hasher';
import { AccountError, generatePassword, UserAccounts } from '../users/user-accounts';
import { commandDatabase, runBackupCommand } from './backup-commands';

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
  const [command] = parsed.positionals;
  const { username, email, generate, help } = parsed.values;
  if (help) return (io.stdout.write(`${USAGE}\n`), 0);
  if (command === 'backup' || command === 'restore') {
    return runBackupCommand(command, parsed.positionals[1], parsed.values, io);
  }
  if (command !== 'create-admin' && command !== 'reset-password') return fail(USAGE);
  if (!username) return fail(`--username is required.\n${USAGE}`);
  if (command === 'create-admin' && !email) return fail(`--email is required.\n${USAGE}`);

  // A ConfigError's sentences reach stderr through cli.ts.
  const config = loadConfig(io.env);

  const password = generate ? generatePassword() : await readPassword(io);
  // Checked before any database is opened (UserAccounts checks it again for the first run).
  const problem = passwordProblem(password);
  if (problem) return fail(`Refused: ${problem} Nothing was changed.`);

  const database = await commandDatabase(config.databaseUrl, config.dataDir);
  const db = new DataSource({
    type: 'postgres',
    url: database.url,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
  });
  try {
    await db.initialize();
    await db.runMigrations();
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

/** Piped or typed without echo: passwords never go on the command line (shell history, ps). */
async function readPassword(io: CliIo): Promise<string> {
  if (!io.stdin.isTTY) {
    let text = '';
    for await (const chunk of io.stdin) text += String(chunk);
    return text.replace(/\r?\n$/, '');
  }
  io.stderr.write('New password (not shown): ');
  const password = await ask(io, '', true);
  io.stderr.write('\n');
  return password;
}

/** A line typed at the terminal after `question` (on stderr); `hidden`: its echo swallowed. */
export async function ask(io: CliIo, question: string, hidden = false): Promise<string> {
  const rl = createInterface({
    input: io.stdin,
    output: io.stderr,
    ...(hidden && { terminal: true }),
  });
  if (hidden)
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => undefined;
  const answer = await new Promise<string>((done) => rl.question(question, done));
  rl.close();
  return answer;
}
