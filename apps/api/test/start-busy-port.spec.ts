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

  // What the process it became runs with, printed as it exits (here, at once: the port is busy).
  // One string, so FORCE_COLOR (set under CI) cannot colour the numbers.
  const SAY_SETTINGS =
    "data:text/javascript,import v8 from 'node:v8'; process.on('exit', () => console.error(" +
    "'heap ' + (v8.getHeapStatistics().heap_size_limit >> 20) + ' arenas ' + process.env.MALLOC_ARENA_MAX))";
  const settingsOf = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', SAY_SETTINGS, START, '--no-build'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
      encoding: 'utf8',
      timeout: 20_000,
    })
      .stderr.match(/heap (\d+) arenas (\S+)/)
      ?.slice(1);

  it('runs the site sized for a small server, unless the operator chose otherwise', () => {
    const [heap, arenas] = settingsOf({ MALLOC_ARENA_MAX: '', NODE_OPTIONS: '' }) ?? [];
    expect(arenas).toBe('2');
    // 256 MB of old space and the young generation (a 24 GB machine's default is about 4 GB).
    expect(Number(heap)).toBeGreaterThanOrEqual(256);
    expect(Number(heap)).toBeLessThan(512);
    const chosen = settingsOf({
      MALLOC_ARENA_MAX: '4',
      NODE_OPTIONS: '--max-old-space-size=1024',
    });
    expect(chosen?.[1]).toBe('4');
    expect(Number(chosen?.[0])).toBeGreaterThan(1024);
  });
});
