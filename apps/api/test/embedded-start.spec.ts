import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import { join } from 'node:path';
import {
  type EmbeddedChild,
  postmasterPid,
  query,
  scratchRoot,
  startEmbeddedChild,
  stopEmbeddedChild as stopChild,
} from './support/embedded';

// The real embedded PostgreSQL started the way the site starts it, in a child Node process that a
// test can kill -9. Each test has its own scratch DATA_DIR.
const children: EmbeddedChild['child'][] = [];
const startChild = (dataDir: string, options: Parameters<typeof startEmbeddedChild>[1] = {}) =>
  startEmbeddedChild(dataDir, {
    ...options,
    onSpawn: (child) => {
      children.push(child);
      options.onSpawn?.(child);
    },
  });

/** Running (a zombie waiting for a reaper that never comes, in a container, does not count). */
const alive = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
};

describe('embedded PostgreSQL start-up after crashes', () => {
  const root = scratchRoot('api-embedded-');
  const scratch = (name: string) => join(root, name);
  jest.setTimeout(240_000); // a safety net: clusters are made here, slow on a busy machine

  // A site that has run before: made once (initdb, first start, stop) and copied for each test
  // that starts from an existing cluster, rather than an initdb per test. `cp -a` keeps the
  // files' owner (the 'postgres' user) and modes, as PostgreSQL requires.
  const template = scratch('template');
  beforeAll(async () => {
    const made = await startChild(template);
    expect(made.error).toBeUndefined();
    await stopChild(made.child);
  });
  const siteThatHasRun = (name: string) => {
    const dir = scratch(name);
    execFileSync('cp', ['-a', template, dir]);
    return dir;
  };

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    // Stop any postmaster one of OUR scratch folders still has (by its pid file, nothing else).
    const clusters = ['template', 'kill9', 'initdb', 'password', 'inuse', 'fatal'].map((name) =>
      join(root, name, 'postgres'),
    );
    const home = join(root, 'pg-home');
    if (existsSync(home)) clusters.push(...readdirSync(home).map((name) => join(home, name)));
    const stopping: number[] = [];
    for (const cluster of clusters) {
      const pidFile = join(cluster, 'postmaster.pid');
      if (!existsSync(pidFile)) continue;
      const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
      if (alive(pid)) {
        process.kill(pid, 'SIGQUIT');
        stopping.push(pid);
      }
    }
    // Their files go once they are gone (a safety net of 10 s, then the folder goes anyway).
    const deadline = Date.now() + 10_000;
    while (stopping.some(alive) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    rmSync(root, { recursive: true, force: true });
  });

  it('kill -9 of the Node process: the next start stops the orphaned postmaster and keeps the data', async () => {
    const dir = siteThatHasRun('kill9');
    const first = await startChild(dir);
    expect(first.error).toBeUndefined();
    await query(first.url as string, 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)');
    const orphan = postmasterPid(dir);
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    expect(alive(orphan)).toBe(true); // the bug: the postmaster outlives its Node process

    const second = await startChild(dir); // immediately: no waiting between crash and restart
    expect(second.error).toBeUndefined();
    expect(alive(orphan)).toBe(false);
    expect(await query(second.url as string, 'SELECT n FROM kept')).toEqual([{ n: 42 }]);
    await stopChild(second.child);
  });

  it('a first run killed during initdb leaves nothing that blocks the next start', async () => {
    const dir = scratch('initdb');
    const killed = await startChild(dir, {
      onSpawn: (child) => {
        const poll = setInterval(() => {
          // initdb works in postgres.init-<pid of the start>: kill once it has begun writing there.
          const initDirs = existsSync(dir)
            ? readdirSync(dir).filter((name) => name.startsWith('postgres.init'))
            : [];
          if (initDirs.some((name) => existsSync(join(dir, name, 'PG_VERSION')))) {
            clearInterval(poll);
            child.kill('SIGKILL');
          }
        }, 5);
        child.once('exit', () => clearInterval(poll));
      },
    });
    expect(killed.url).toBeUndefined();
    expect(existsSync(join(dir, 'postgres', 'PG_VERSION'))).toBe(false);

    const next = await startChild(dir);
    expect(next.error).toBeUndefined();
    expect(await query(next.url as string, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    expect(readdirSync(dir).filter((name) => name.startsWith('postgres.init'))).toEqual([]);
    await stopChild(next.child);
  });

  it('a lost postgres-password file is never regenerated: the message says what to do', async () => {
    const dir = siteThatHasRun('password');
    const password = readFileSync(join(dir, 'postgres-password'), 'utf8');
    rmSync(join(dir, 'postgres-password'));

    const refused = await startChild(dir);
    expect(refused.error).toMatch(/postgres-password is missing or empty/);
    expect(refused.error).toMatch(/Put the file back/);
    expect(refused.error).toMatch(/npm run restore/);
    expect(existsSync(join(dir, 'postgres-password'))).toBe(false);

    // Put back, it starts again with the same cluster.
    appendFileSync(join(dir, 'postgres-password'), password, { mode: 0o600 });
    const again = await startChild(dir);
    expect(again.error).toBeUndefined();
    await stopChild(again.child);
  });

  it('a data folder under a parent the postgres user cannot enter (mode 700) works: the cluster lives where it can, linked from DATA_DIR', async () => {
    if (process.getuid?.() !== 0) return; // only root hands PostgreSQL to the 'postgres' user
    const locked = mkdtempSync(join(root, 'locked-'));
    chmodSync(locked, 0o700);
    const dataDir = join(locked, 'home', 'data');
    const env = { EMBEDDED_PG_HOME: join(root, 'pg-home') };
    const first = await startChild(dataDir, { env });
    expect(first.error).toBeUndefined();
    await query(first.url as string, 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)');
    expect(lstatSync(join(dataDir, 'postgres')).isSymbolicLink()).toBe(true);
    expect(realpathSync(join(dataDir, 'postgres')).startsWith(join(root, 'pg-home'))).toBe(true);
    // A kill -9 there is recovered too (the pid file is found through the link).
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    const again = await startChild(dataDir, { env });
    expect(again.error).toBeUndefined();
    expect(await query(again.url as string, 'SELECT n FROM kept')).toEqual([{ n: 7 }]);
    await stopChild(again.child);
  });

  it('a mode-700 parent AND an unreachable EMBEDDED_PG_HOME fail at once, naming the fix', async () => {
    if (process.getuid?.() !== 0) return;
    const locked = mkdtempSync(join(root, 'locked-'));
    chmodSync(locked, 0o700);
    // An hour to retry in: a start that took this for a passing problem and retried would not
    // answer before the test's timeout; the refusal comes before any attempt.
    const result = await startChild(join(locked, 'data'), {
      env: { EMBEDDED_PG_HOME: join(locked, 'pg-home') },
      args: ['3600000'],
    });
    expect(result.error).toMatch(/cannot enter .*locked-.* \(mode 700\)/);
    expect(result.error).toMatch(/chmod o\+x/);
  });

  it("a live site's postmaster is never stopped: the second start names its PID", async () => {
    const dir = siteThatHasRun('inuse');
    const site = await startChild(dir);
    expect(site.error).toBeUndefined();
    const pid = postmasterPid(dir);
    const second = await startChild(dir);
    expect(second.error).toMatch(
      new RegExp(`in use by another running site \\(postmaster PID ${pid}`),
    );
    expect(alive(pid)).toBe(true);
    await stopChild(site.child);
  });

  it("a server that refuses to start reports PostgreSQL's own FATAL line, never a bare 'exited early'", async () => {
    const dir = siteThatHasRun('fatal');
    appendFileSync(join(dir, 'postgres/postgresql.conf'), '\nshared_buffers = nonsense\n');
    const failed = await startChild(dir);
    expect(failed.error).toMatch(
      /Could not start the embedded PostgreSQL in .*: .*shared_buffers.*FATAL/,
    );
    expect(failed.error).not.toMatch(/exited early/);
  });
});
