import { type ChildProcess } from 'node:child_process';
import { chmodSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  postmasterPid,
  scratchRoot,
  startEmbeddedChild,
  stopEmbeddedChild,
} from './support/embedded';
import { sql } from './test-app';

// The site's embedded PostgreSQL and its supervisor, in a child process, with restart delays of
// 20 then 50 ms so many attempts fit a test.
describe('the embedded PostgreSQL supervisor', () => {
  const root = scratchRoot('api-recovery-');
  const dataDir = join(root, 'data');
  let child: ChildProcess;
  let url: string;
  let stderr: string[] = [];
  const log = () => stderr.join('');

  beforeAll(async () => {
    const started = await startEmbeddedChild(dataDir, { args: ['', '[20,50]'], stderr: 'pipe' });
    ({ child, stderr } = started);
    if (!started.url) throw new Error(`${started.error}\n${log()}`);
    url = started.url;
  });

  afterAll(async () => {
    chmodSync(join(dataDir, 'postgres'), 0o700);
    if (child) await stopEmbeddedChild(child);
    rmSync(root, { recursive: true, force: true });
  });

  /** Resolves once the child's reports match `pattern` (polled as they arrive). */
  async function reported(pattern: RegExp): Promise<void> {
    while (!pattern.test(log()))
      await new Promise((resolve) => child.stderr?.once('data', resolve));
  }

  it('keeps restarting a database that cannot start (no giving up after six attempts), and it is back once the cause is gone', async () => {
    const cluster = join(dataDir, 'postgres');
    const postmaster = postmasterPid(dataDir);
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
