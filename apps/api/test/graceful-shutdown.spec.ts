import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../tools/lib/processes.cjs';
import { readPostmaster } from '../src/database/embedded-postgres-process';
import { makeJpeg } from './support/fixtures';
import { TEST_ADMIN_PASSWORD } from './test-app';

// The site as `npm start` runs it (src/main.ts, embedded PostgreSQL), in a child process that gets
// a real SIGTERM (support/api-child.cjs).
const CHILD = join(__dirname, 'support/api-child.cjs');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SIGTERM cut uploads in flight (the embedded PostgreSQL was stopped at once). */
describe('SIGTERM drains requests in flight, then stops the embedded PostgreSQL', () => {
  let dataDir: string;
  let child: ChildProcess;
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('an upload in flight when SIGTERM arrives completes with 201, then PostgreSQL stops and the process exits 0', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'api-sigterm-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let output = '';
    child = spawn(process.execPath, [CHILD], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_ROOT: dataDir,
        DATABASE_URL: '',
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        FIRST_RUN_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      },
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk;
        if (output.includes('Museum site running')) resolve();
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      void exited.then((code) => reject(new Error(`exited (${code}):\n${output}`)));
    });

    const password = TEST_ADMIN_PASSWORD;
    const login = await fetch(`${base}/api/v1/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'admin', password }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };

    const boundary = 'furnace-drain-boundary';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body = Buffer.concat([
      Buffer.from(
        part('title', 'Uploaded during shutdown') +
          part('description', 'Sent slowly') +
          part('event_start', '2030-07-04T10:00:00') +
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      await makeJpeg(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    let sent = false;
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(`${base}/api/v1/events`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
          // The server answers 100 Continue once it has read the request's head: from then on the
          // request is in flight (not an idle connection a drain may close), however slow the
          // machine. The body waits for it.
          expect: '100-continue',
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      // The body trickles in over about 1.5 s; SIGTERM is sent once the first pieces are written.
      req.once('continue', () => {
        void (async () => {
          const pieces = 10;
          const size = Math.ceil(body.length / pieces);
          for (let i = 0; i < pieces; i++) {
            await new Promise((written) =>
              req.write(body.subarray(i * size, (i + 1) * size), written),
            );
            if (i === 1) child.kill('SIGTERM');
            await pause(150);
          }
          sent = true;
          req.end();
        })();
      });
    });

    const res = await response;
    expect(sent).toBe(true);
    expect(res.status).toBe(201);
    expect(JSON.parse(res.text)).toMatchObject({ title: 'Uploaded during shutdown' });
    expect(await exited).toBe(0);
    // And the embedded PostgreSQL had stopped before the process exited: its postmaster.pid, which
    // it removes last, is gone (left running, it wrote into DATA_DIR after the site had stopped).
    expect(readPostmaster(join(dataDir, 'postgres'))).toBeNull();
  }, 240_000); // a safety net: the site makes its cluster first, slow on a busy machine
});
