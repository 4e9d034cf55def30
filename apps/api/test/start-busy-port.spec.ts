import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const START = join(__dirname, '../../../tools/start.mjs');

describe('npm start on a busy port', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('says which port is taken and what to do, before anything is built or initialised', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'api-busy-')), 'data');
    try {
      const run = spawnSync(process.execPath, [START, '--no-build'], {
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(
        new RegExp(`Port ${port} is already in use.*PORT=${port + 1} npm start`),
      );
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
