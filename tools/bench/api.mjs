// API throughput: requests/s and p99 latency of GET /api/v1/hours/status and GET /api/v1/hours at
// 50 connections, measured in the same run as a bare node:http hello-world on this machine, with
// the ratio. Starts the built API (building it if missing) on a free loopback port with a fresh
// temporary DATA_DIR, and stops everything it started.
//   node tools/bench/api.mjs            (or through `npm run bench`, which imports benchApi)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const mainJs = join(root, 'dist/apps/api/main.js');
const CONNECTIONS = 50;
const DURATION_S = 5;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The bare server runs in its own process, like the API, so neither shares a core with autocannon. */
const BARE_SERVER = `
  const http = require('node:http');
  http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('hello world');
  }).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
`;

function startProcess(args, env, readyText, timeoutMs = 60000) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready after ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk) => {
      output += chunk;
      if (output.includes(readyText)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with code ${code}:\n${output}`));
    });
  });
  return { child, ready };
}

function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function measure(url) {
  // A short warm-up (JIT, caches, connection pools) that is not counted.
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${url}: ${failures} failed requests`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

export async function benchApi({ log = console.log } = {}) {
  if (!existsSync(mainJs)) {
    log('Building the API (dist/apps/api/main.js is missing)...');
    const build = spawnSync('npx', ['nx', 'run', 'api:build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('API build failed');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const started = [];
  try {
    const barePort = await freePort();
    const bare = startProcess(['-e', BARE_SERVER], { PORT: String(barePort) }, 'ready');
    started.push(bare.child);
    const apiPort = await freePort();
    const api = startProcess(
      [mainJs],
      { PORT: String(apiPort), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', DATABASE_URL: '' },
      'Museum site running',
    );
    started.push(api.child);
    await Promise.all([bare.ready, api.ready]);

    const rows = [
      ['bare node:http hello-world', await measure(`http://127.0.0.1:${barePort}/`)],
      ['GET /api/v1/hours/status', await measure(`http://127.0.0.1:${apiPort}/api/v1/hours/status`)],
      ['GET /api/v1/hours', await measure(`http://127.0.0.1:${apiPort}/api/v1/hours`)],
    ];
    const [bareResult, statusResult, hoursResult] = rows.map(([, r]) => r);
    log(`\nAPI throughput, ${CONNECTIONS} connections, ${DURATION_S} s each (autocannon, loopback)`);
    log(`${'endpoint'.padEnd(30)} ${'req/s'.padStart(10)} ${'p99 ms'.padStart(8)}`);
    for (const [name, r] of rows) log(`${name.padEnd(30)} ${r.rps.toFixed(0).padStart(10)} ${String(r.p99).padStart(8)}`);
    const ratio = statusResult.rps / bareResult.rps;
    log(`status / bare ratio: ${ratio.toFixed(2)} (aim: 0.5 or better)`);
    log(`hours / bare ratio:  ${(hoursResult.rps / bareResult.rps).toFixed(2)}`);
    return { bare: bareResult, status: statusResult, hours: hoursResult, ratio };
  } finally {
    // The API stops its embedded PostgreSQL on SIGTERM before it exits.
    await Promise.all(started.map(stopProcess));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchApi().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
