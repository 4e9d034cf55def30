import { rmSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { scratchRoot, startEmbeddedChild, stopEmbeddedChild } from './support/embedded';

/** Starts the embedded server on `dataDir`, answers the port it listens on, and stops it. */
async function startAndStop(dataDir: string): Promise<number> {
  const { child, url, error } = await startEmbeddedChild(dataDir);
  await stopEmbeddedChild(child);
  if (!url) throw new Error(error);
  return Number(new URL(url).port);
}

/**
 * A second site may use the first site's embedded PostgreSQL (docs/operations.md): its port must
 * not change when the first site restarts.
 */
describe('the embedded PostgreSQL port', () => {
  const dir = scratchRoot('api-embedded-port-');
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
