// A 1 GB server, tested: the whole site as `npm start` runs it, put in a 1 GB memory cgroup the
// moment it is spawned, through the memory bench's day (memory.mjs). Any out-of-memory kill, 5xx or
// failed request fails it (exit code). Needs root and cgroup v1's or v2's memory controller.
//   npm run bench -- 1gb          (ONE_GB_LIMIT_MB=512: a tighter limit)
import { existsSync, readFileSync, rmdirSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startSite } from '../lib/site-server.cjs';
import { family } from './harness.mjs';
import { EVENTS, logDay, siteDay, startedAs } from './memory.mjs';

const LIMIT_MB = Number(process.env.ONE_GB_LIMIT_MB || 1024);
// The render queue answers 503 past ten new pages at once (docs/operations.md): ten all get one.
const CONNECTIONS = 10;
const MB = 1024 * 1024;

/** This process's memory cgroup: v1's memory hierarchy, else v2's unified one; null if neither. */
function ownMemoryCgroup() {
  const own = readFileSync('/proc/self/cgroup', 'utf8'); // id:controllers:path lines
  const v1 = /^\d+:(?:[^:]*,)?memory(?:,[^:]*)?:(.*)$/m.exec(own)?.[1];
  if (v1 !== undefined && existsSync(`/sys/fs/cgroup/memory${v1}`))
    return { version: 1, dir: `/sys/fs/cgroup/memory${v1}` };
  const v2 = /^0::(.*)$/m.exec(own)?.[1];
  const dir = v2 === undefined ? '' : join('/sys/fs/cgroup', v2);
  const controllers = join(dir, 'cgroup.controllers');
  if (dir && existsSync(controllers) && /\bmemory\b/.test(readFileSync(controllers, 'utf8')))
    return { version: 2, dir };
  return null;
}

// What each version calls the same things (v2's `file` and v1's `total_cache` include shmem).
const FILES = {
  1: {
    limit: 'memory.limit_in_bytes',
    noSwap: 'memory.memsw.limit_in_bytes', // memory + swap: present when swap is accounted
    usage: 'memory.usage_in_bytes',
    peak: 'memory.max_usage_in_bytes',
    anon: 'total_rss',
    cache: 'total_cache',
    shmem: 'total_shmem',
    limitHits: ['memory.failcnt', null],
    oomKills: ['memory.oom_control', 'oom_kill'],
  },
  2: {
    limit: 'memory.max',
    noSwap: 'memory.swap.max',
    usage: 'memory.current',
    peak: 'memory.peak',
    anon: 'anon',
    cache: 'file',
    shmem: 'shmem',
    limitHits: ['memory.events', 'max'],
    oomKills: ['memory.events', 'oom_kill'],
  },
};

/** A new memory cgroup of `limitMb` (no swap): its readings and its removal. */
function limitedCgroup(limitMb) {
  const own = ownMemoryCgroup();
  if (!own)
    throw new Error(
      'No memory cgroup to measure in: neither cgroup v1 (a "memory" line in /proc/self/cgroup) nor cgroup v2 with the memory controller.',
    );
  const files = FILES[own.version];
  const dir = join(own.dir, `furnace-1gb-${process.pid}`);
  const control = join(own.dir, 'cgroup.subtree_control');
  if (own.version === 2 && !readFileSync(control, 'utf8').includes('memory'))
    try {
      writeFileSync(control, '+memory');
    } catch (error) {
      throw new Error(
        `cgroup v2: cannot hand the memory controller to a child of ${own.dir} (${error.code}; a cgroup with processes of its own cannot). Run the bench from a cgroup that delegates it.`,
      );
    }
  mkdirSync(dir);
  const file = (name) => join(dir, name);
  const read = (name) => readFileSync(file(name), 'utf8');
  const field = (name, key) =>
    Number(new RegExp(`^${key} (\\d+)$`, 'm').exec(read(name))?.[1] ?? 0);
  const count = ([name, key]) => (key ? field(name, key) : Number(read(name)));
  try {
    writeFileSync(file(files.limit), String(limitMb * MB));
    if (existsSync(file(files.noSwap)))
      writeFileSync(file(files.noSwap), own.version === 1 ? String(limitMb * MB) : '0');
  } catch (error) {
    rmdirSync(dir);
    throw error;
  }
  const processes = () => read('cgroup.procs').split('\n').filter(Boolean).map(Number);
  return {
    version: own.version,
    add: (pid) => writeFileSync(file('cgroup.procs'), String(pid)),
    processes,
    measure: () => ({
      total: Number(read(files.usage)) / MB,
      anon: field('memory.stat', files.anon) / MB,
      cache: field('memory.stat', files.cache) / MB,
      shmem: field('memory.stat', files.shmem) / MB,
    }),
    /** The kernel's high-water mark in MB (v2 before Linux 5.19 has none). */
    peak: () => (existsSync(file(files.peak)) ? Number(read(files.peak)) / MB : undefined),
    resetPeak() {
      if (own.version === 2) return false;
      writeFileSync(file(files.peak), '0');
      return true;
    },
    limitHits: () => count(files.limitHits),
    oomKills: () => count(files.oomKills),
    /** Waits up to 30 s for its processes to exit, kills those left, removes it. */
    async [Symbol.asyncDispose]() {
      for (let i = 0; i < 300 && processes().length > 0; i++) await sleep(100);
      for (const pid of processes()) process.kill(pid, 'SIGKILL'); // the site's, left behind
      for (let i = 0; i < 50 && processes().length > 0; i++) await sleep(100);
      rmdirSync(dir);
    },
  };
}

const format = ({ total, anon, cache, shmem }) =>
  `${total.toFixed(0).padStart(4)} MB (anonymous ${anon.toFixed(0)}, page cache ${cache.toFixed(0)} of which shared ${shmem.toFixed(0)})`;

export async function benchOneGb({ log = console.log } = {}) {
  let cgroup;
  try {
    cgroup = limitedCgroup(LIMIT_MB);
  } catch (error) {
    log(`\nThe site in a ${LIMIT_MB} MB memory cgroup: NOT MEASURED. ${error.message}`);
    return;
  }
  await using _cgroup = cgroup; // removed once the site has stopped
  const outcome = () =>
    `limit reached ${cgroup.limitHits()} times, out-of-memory kills: ${cgroup.oomKills()}`;
  try {
    await using site = await startSite({ onSpawn: cgroup.add });
    let startPeak;
    const day = await siteDay(site.baseUrl, {
      measure: cgroup.measure,
      connections: CONNECTIONS,
      beforeLoad: () => {
        const outside = [...family(site.pid).keys()].filter(
          (pid) => !cgroup.processes().includes(pid),
        );
        if (outside.length > 0) throw new Error(`site processes outside the cgroup: ${outside}`);
        startPeak = cgroup.peak();
        if (!cgroup.resetPeak()) startPeak = undefined;
      },
    });
    const peak = cgroup.peak() ?? day.peak.total;
    const oomKills = cgroup.oomKills();
    const failed = day.load.statuses.filter(([code]) => Number(code) >= 500);
    log(
      `\nThe whole site in a ${LIMIT_MB} MB memory cgroup (v${cgroup.version}, no swap), ${EVENTS} events; started as: ${startedAs(site.pid)}`,
    );
    const peakLine = `${peak.toFixed(0)} MB (the kernel's high-water mark; highest reading every 500 ms: ${day.peak.total.toFixed(0)} MB)`;
    logDay(log, day, format, [
      ...(startPeak === undefined
        ? []
        : [['peak starting, seeding', `${startPeak.toFixed(0)} MB`]]),
      [`peak ${startPeak === undefined ? 'since start' : 'under load'}`, peakLine],
    ]);
    log(`  ${outcome()}; ${cgroup.processes().length} processes in the cgroup`);
    const problems = [
      ...(oomKills > 0 ? [`${oomKills} out-of-memory kills`] : []),
      ...failed.map(([code, { count }]) => `${count} answers ${code}`),
      ...(day.load.errors > 0 ? [`${day.load.errors} requests unanswered`] : []),
    ];
    log(
      problems.length
        ? `  FAILED: ${problems.join(', ')}`
        : '  OK: no out-of-memory kill, every request answered, none with 5xx',
    );
    if (problems.length) process.exitCode = 1;
  } catch (error) {
    log(`\nThe 1 GB bench stopped: ${error.message}\n  ${outcome()}`);
    process.exitCode = 1;
  }
}
