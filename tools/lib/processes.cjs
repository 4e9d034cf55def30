// The process plumbing every tool shares (ADR 14). Loading it only adds an exit hook that kills the
// process groups it started.
const { spawn, spawnSync } = require('node:child_process');
const { once } = require('node:events');
const { createServer } = require('node:net');
const { join, resolve } = require('node:path');

const workspaceRoot = resolve(__dirname, '../..');
/** The apps of a running site: the API, the shell and the built-in remotes. */
const SITE_APPS = [
  'api',
  'shell',
  ...require('@furnace/contracts/src/site/built-in-remotes.json').map(({ folder }) => folder),
];

/** Listens on `port` of `host` (0: any free one) and closes again: resolves to the port. */
const listenOnce = (port, host) =>
  new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: taken } = server.address();
      server.close(() => resolvePort(taken));
    });
  });

/** A port nobody listens on right now (on 127.0.0.1). */
const freePort = () => listenOnce(0, '127.0.0.1');

/** Whether `nx run-many -t build` of `projects` succeeds; `quiet`: Nx's output only on failure. */
function nxBuild(projects, { skipCache = false, quiet = false, outputStyle = 'static' } = {}) {
  const args = ['run-many', '-t', 'build', `--projects=${projects.join(',')}`];
  args.push(`--outputStyle=${outputStyle}`, ...(skipCache ? ['--skip-nx-cache'] : []));
  const result = spawnSync(join(workspaceRoot, 'node_modules/.bin/nx'), args, {
    cwd: workspaceRoot,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (result.status !== 0 && quiet) process.stderr.write(`${result.stdout}${result.stderr}`);
  return result.status === 0;
}

/** Polls `ready()` every 150 ms until it answers true, for at most `seconds`; rejects if `child` exits first. */
async function waitFor(what, ready, child, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    if (await ready()) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${what} was not ready within ${seconds} s`);
}

/** Resolves once `url` answers and `ok(res)` holds (2xx unless told); rejects if `child` exits first. */
const waitForUrl = (url, child, { seconds, what, ok = (res) => res.ok, init } = {}) =>
  waitFor(what, () => fetch(url, init).then(ok, () => false), child, seconds);

/**
 * `node ...args` on a free PORT of 127.0.0.1 with `env` (or `env(base)`), once
 * `${base}/api/v1/health` answers (else stopped, the error carrying its output). `onSpawn(pid)`
 * runs the moment it is spawned (one-gb.mjs's cgroup); `scratch` (fs.mkdtempDisposableSync's) is
 * removed once it has stopped. `await using` stops it too.
 */
async function startNode(args, env, { seconds = 90, what = args.at(-1), onSpawn, scratch } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    cwd: workspaceRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(typeof env === 'function' ? env(base) : env),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(String(chunk)));
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  const stop = () => stopProcess(child).finally(() => scratch?.remove());
  try {
    onSpawn?.(child.pid);
    await waitForUrl(`${base}/api/v1/health`, child, { seconds, what });
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n--- output ---\n${output.join('')}`);
  }
  return { base, child, pid: child.pid, output, stop, [Symbol.asyncDispose]: stop };
}

function signal(pid, name) {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

/** SIGTERM, then SIGKILL after `graceMs`; `group`: to the child's process group. */
async function stopProcess(child, { graceMs = 15_000, group = false } = {}) {
  const pid = group ? -child.pid : child.pid;
  if (child.exitCode === null && child.signalCode === null) {
    const timer = setTimeout(() => signal(pid, 'SIGKILL'), graceMs);
    const exited = once(child, 'exit');
    signal(pid, 'SIGTERM');
    await exited;
    clearTimeout(timer);
  }
  if (group) signal(pid, 'SIGKILL'); // grandchildren the child left behind, if any
}

const groups = new Set();

/** A child in its own process group, killed with whatever it started when this process exits. */
function spawnInGroup(command, args, options) {
  const child = spawn(command, args, { ...options, detached: true });
  groups.add(child);
  child.once('exit', () => groups.delete(child));
  return child;
}

/** SIGTERM to the child's group; SIGKILL after 10 s if it has not exited. */
const stopGroup = (child) => stopProcess(child, { graceMs: 10_000, group: true });
const stopAllGroups = () => Promise.all([...groups].map(stopGroup));
process.on('exit', () => groups.forEach((child) => signal(-child.pid, 'SIGKILL')));

module.exports = {
  workspaceRoot,
  SITE_APPS,
  listenOnce,
  freePort,
  nxBuild,
  spawnInGroup,
  waitFor,
  waitForUrl,
  startNode,
  stopGroup,
  stopAllGroups,
};
