import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workspaceRoot } from '../../tools/lib/site-server.cjs';

/** `npm run dev -- ...args` as a terminal runs it: its own process group, output collected. */
export interface DevRun {
  output: string[];
  /** Resolves with the first output line matching `pattern`; fails if the process exits first. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /**
   * Ctrl-C: SIGINT to the whole process group, as a terminal sends it. Resolves once every
   * process holding npm's output has exited (the dev servers and the API inherit stderr), not
   * when npm itself exits: npm may return before `tools/dev.mjs` has stopped its children.
   */
  interrupt(): Promise<number | null>;
  child: ChildProcess;
}

export function startDev(args: string[], env: Record<string, string> = {}): DevRun {
  const child = spawn('npm', ['run', 'dev', '--', ...args], {
    cwd: workspaceRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output.push(...String(chunk).split('\n'));
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));

  return {
    output,
    child,
    waitFor(pattern, timeoutMs = 120_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          for (const line of output) {
            const match = line.match(pattern);
            if (match) return done(() => resolve(match));
          }
          if (child.exitCode !== null) {
            done(() => reject(new Error(`npm run dev exited:\n${output.join('\n')}`)));
          }
        };
        const timer = setTimeout(
          () =>
            done(() =>
              reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output.join('\n')}`)),
            ),
          timeoutMs,
        );
        const done = (settle: () => void) => {
          clearTimeout(timer);
          listeners.delete(check);
          settle();
        };
        listeners.add(check);
        void exited.then(check);
        check();
      });
    },
    async interrupt() {
      const signalGroup = (signal: NodeJS.Signals) => {
        try {
          process.kill(-(child.pid as number), signal);
        } catch {
          // the whole group has exited already
        }
      };
      if (child.exitCode === null && child.signalCode === null) signalGroup('SIGINT');
      const timer = setTimeout(() => signalGroup('SIGKILL'), 30_000);
      // A straggler in a group of its own would hold the output open for ever: give up after 40 s
      // (the test's port and process checks then say what is left).
      const code = await Promise.race([
        exited,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 40_000).unref()),
      ]);
      clearTimeout(timer);
      return code;
    },
  };
}

/** A scratch DATA_DIR the embedded PostgreSQL (its own user) can reach. */
export function scratchDataDir(): { dataDir: string; remove: () => void } {
  const scratch = mkdtempSync(join(tmpdir(), 'furnace-dev-'));
  chmodSync(scratch, 0o755);
  return {
    dataDir: join(scratch, 'data'),
    remove: () => rmSync(scratch, { recursive: true, force: true }),
  };
}

/** Whether anything accepts connections on the port. */
export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Processes whose command line mentions `text` (from /proc: no ps needed). */
export function processesMentioning(text: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (args.includes(text)) found.push(`${pid} ${args}`);
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/**
 * Edits a source file of the workspace for a test and puts it back byte for byte, in `restore`
 * and, should the test runner die first, when this process exits.
 */
export function editWorkspaceFile(file: string, change: (source: string) => string) {
  const original = readFileSync(file, 'utf8');
  const restore = () => {
    if (existsSync(file) && readFileSync(file, 'utf8') !== original) writeFileSync(file, original);
  };
  process.once('exit', restore);
  const changed = change(original);
  if (changed === original) throw new Error(`${file}: the edit changed nothing`);
  writeFileSync(file, changed);
  return { restore, original };
}
