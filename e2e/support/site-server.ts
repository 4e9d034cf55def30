import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const workspaceRoot = resolve(__dirname, '../..');

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `nx run-many -t build` for the four apps: unchanged ones come from the Nx cache. */
export function buildSite(): void {
  const result = spawnSync(
    join(workspaceRoot, 'node_modules/.bin/nx'),
    ['run-many', '-t', 'build', '--projects=api,shell,public-site,admin', '--outputStyle=static'],
    { cwd: workspaceRoot, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } },
  );
  if (result.status !== 0) throw new Error('Building the site for the e2e tests failed');
}

export interface RunningSite {
  baseUrl: string;
  pid: number;
  dataDir: string;
  webRoot: string;
  stop: () => Promise<void>;
}

/**
 * Starts the built site exactly as `npm start` does (tools/start.mjs), on a free port with a fresh
 * DATA_DIR (so a fresh embedded PostgreSQL) and its own copy of the built front ends, so tests may
 * swap a remote's files without touching dist/.
 */
export async function startSite(): Promise<RunningSite> {
  const scratch = mkdtempSync(join(tmpdir(), 'furnace-e2e-'));
  // mkdtemp makes the folder private to root; the embedded PostgreSQL runs as its own user.
  chmodSync(scratch, 0o755);
  const webRoot = join(scratch, 'web');
  const dataDir = join(scratch, 'data');
  cpSync(join(workspaceRoot, 'dist/apps'), webRoot, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(workspaceRoot, 'tools/start.mjs'), '--no-build'], {
    cwd: workspaceRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      WEB_ROOT: webRoot,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.join('')}`);
  }
  return {
    baseUrl,
    pid: child.pid as number,
    dataDir,
    webRoot,
    stop: async () => {
      await stopProcess(child);
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The site exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The site did not become healthy within 90 s');
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}
