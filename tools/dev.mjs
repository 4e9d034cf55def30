#!/usr/bin/env node
// The dev loop (USAGE below). Ctrl-C stops everything this started.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

const USAGE = `npm run dev [-- --port 3000]
  everything: the API in watch mode (restarted on change, the embedded PostgreSQL in DATA_DIR
  stays up), the shell and every remote on webpack dev servers
npm run dev -- --mock [--port 3000]      (npm run dev:mock)
  no API, no database: the browser's calls answered by the unit tests' MSW fakes
npm run dev -- <remote> [--site URL] [--port 3001]
  ONE remote's dev server in front of a running site (default http://localhost:3000)`;

const require = createRequire(import.meta.url);
const { workspaceRemotes, findRemote } = require('./dev/remotes.cjs');
const { registryEntry } = require('./lib/remote-deployments.cjs');
const { serveApp } = require('./dev/serve-app.cjs');
const { freePort, stopAllGroups, workspaceRoot } = require('./lib/processes.cjs');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    site: { type: 'string', default: 'http://localhost:3000' },
    port: { type: 'string' },
    mock: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const log = (line) => console.log(`[dev] ${line}`);
const servers = []; // dev servers and the watched API: each has stop()
let stopping = false;

async function stopEverything(code = 0) {
  if (stopping) return;
  stopping = true;
  log('stopping...');
  await Promise.all(servers.map((server) => server.stop())).catch(() => undefined);
  await stopAllGroups();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopEverything(0));

async function wholeSite() {
  const port = Number(values.port ?? process.env.PORT ?? 3000);
  const url = `http://localhost:${port}`;
  const dataDir = resolve(process.env.DATA_DIR ?? '.data');
  const remotes = workspaceRemotes();
  const apiPort = await freePort();
  for (const remote of remotes) remote.port = await freePort();
  const registry = {
    remotes: remotes.map((remote) =>
      registryEntry(remote, `http://localhost:${remote.port}/remoteEntry.js`, 'dev'),
    ),
  };

  const started = Date.now();
  const { watchApi } = require('./dev/api-watch.cjs');
  const api = values.mock
    ? null
    : watchApi({
        log: (line) => console.log(`[api] ${line}`),
        env: {
          PORT: String(apiPort),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          PUBLIC_URL: url,
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        },
      }).then((watching) => (servers.push(watching), watching));
  const starting = [
    serveApp('shell', {
      role: 'shell',
      appDir: resolve(workspaceRoot, 'apps/shell'),
      port,
      registry,
      ...(values.mock ? { mock: true } : { apiUrl: `http://127.0.0.1:${apiPort}` }),
    }),
    ...remotes.map((remote) =>
      serveApp(remote.folder, {
        role: 'remote',
        appDir: remote.dir,
        port: remote.port,
      }),
    ),
  ];
  const [watching, ...ready] = await Promise.all([api, ...starting]);
  servers.push(...ready);
  log(`everything is up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const { name, entry } of registry.remotes) log(`  ${name.padEnd(14)} ${entry}`);
  if (values.mock) {
    log('MOCK MODE: no API, no database. The browser answers its own calls with the MSW fakes of');
    log('  @furnace/api-client/testing (a reload starts over); the page shows the staff sign-in.');
  }
  log(`Open ${url}  (Ctrl-C stops everything)`);
  // The first-run setup link scrolled away under the dev servers' lines: print it again, last.
  for (const line of watching?.notes() ?? []) console.log(line);
}

async function oneRemote(nameOrDir) {
  const remote = findRemote(nameOrDir);
  const port = Number(values.port ?? 3001);
  const site = values.site.replace(/\/$/, '');
  const entryPath = `/__dev/${remote.folder}/remoteEntry.js`;
  try {
    await fetch(site, { method: 'HEAD' });
  } catch {
    throw new Error(`No site answers at ${site}: start one (npm start) or pass --site <url>.`);
  }
  servers.push(
    await serveApp(remote.folder, {
      role: 'remote-on-site',
      appDir: remote.dir,
      port,
      site,
      entryPath,
      registryEntry: registryEntry(remote, entryPath, 'dev'),
    }),
  );
  log(`${remote.name} from ${remote.dir}, everything else from ${site}`);
  log(`Open http://localhost:${port}${remote.mountPath ?? '/'}  (Ctrl-C stops it)`);
}

try {
  if (positionals.length > 1) throw new Error('Name at most one remote.');
  if (values.mock && positionals[0])
    throw new Error('--mock runs the whole site on fakes; it does not go with a remote name.');
  await (positionals[0] ? oneRemote(positionals[0]) : wholeSite());
} catch (error) {
  console.error(`[dev] ${error.message}`);
  await stopEverything(1);
}
