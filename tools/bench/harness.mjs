// What the benches share: the built API started alone, the first-run admin's sign-in, events
// created through the API, photo-like pictures, the system Chromium, a median, a table.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempDisposableSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { chromiumLaunchOptions } from '../lib/chromium.cjs';
import { nxBuild, startNode, workspaceRoot } from '../lib/processes.cjs';
// Sets FIRST_RUN_ADMIN_PASSWORD, the password of the first-run admin of every API started here.
import '../lib/site-server.cjs';

// BENCH_API_MAIN: another build of the API (e.g. an older commit's) to measure "before".
const mainJs = process.env.BENCH_API_MAIN || join(workspaceRoot, 'dist/apps/api/main.js');

/**
 * `root` and its descendants (from /proc), each with the CPU ticks (user + system) it and its ended
 * children used.
 */
export function family(root) {
  const table = new Map();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    // After the command's closing parenthesis: state, ppid, ..., utime (14th), stime (15th), and
    // cutime, cstime: the ended children's, so a PostgreSQL backend that exits keeps its share.
    const [, ppid, ...rest] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = rest.slice(9, 13).reduce((sum, field) => sum + Number(field), 0);
    table.set(Number(name), { ppid: +ppid, ticks });
  }
  const found = new Map([[root, table.get(root)?.ticks ?? 0]]);
  for (const pid of found.keys())
    for (const [child, { ppid, ticks }] of table) if (ppid === pid) found.set(child, ticks);
  return found;
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `use(browser)` with the system Chromium, closed afterwards. */
export async function withChromium(use) {
  await using browser = await chromium.launch(chromiumLaunchOptions());
  return await use(browser);
}

/** `count` runs of `once(browser)` one after another; `middle(key)` is the median of that key. */
export const browserRuns = (count, once) =>
  withChromium(async (browser) => {
    const runs = await Array.fromAsync({ length: count }, () => once(browser));
    return { runs, middle: (key) => median(runs.map((run) => run[key])) };
  });

/** The built API (built if missing) on a fresh DATA_DIR (`dataDir`, or a temporary one): `await using`. */
export async function startApi({ dataDir, seconds, env: more } = {}) {
  if (!existsSync(mainJs)) {
    console.log('Building the API (dist/apps/api/main.js is missing)...');
    if (!nxBuild(['api'])) throw new Error('API build failed');
  }
  const scratch = dataDir ? undefined : mkdtempDisposableSync(join(tmpdir(), 'bench-api-'));
  const env = {
    DATA_DIR: dataDir ?? scratch.path,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    ...more,
  };
  return startNode([mainJs], env, { seconds, scratch });
}

/** `command args` run to the end; its standard output, or an error carrying everything it printed. */
export function runChecked(command, args, { input, env = {} } = {}) {
  const run = spawnSync(command, args, {
    cwd: workspaceRoot,
    input,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  if (run.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${run.stdout}${run.stderr}`);
  return run.stdout;
}

/** The rows of a Markdown table, each column as wide as its widest cell. */
export function markdown(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => String(row[c]).length)));
  const line = (row) => `| ${row.map((cell, c) => String(cell).padEnd(widths[c])).join(' | ')} |`;
  return [line(rows[0]), line(widths.map((w) => '-'.repeat(w))), ...rows.slice(1).map(line)];
}

/** The first-run admin's token (FIRST_RUN_ADMIN_PASSWORD: site-server.cjs sets it). */
export async function firstRunAdminToken(base) {
  const login = await fetch(`${base}/api/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username: 'admin',
      password: process.env.FIRST_RUN_ADMIN_PASSWORD,
    }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  return (await login.json()).access_token;
}

/** Tries for one event while the API answers 503 (busy), each after the Retry-After it sends. */
const CREATE_ATTEMPTS = 10;

/** Creates `count` events (`fieldsOf(i)`), event 0 first, then `batch` at a time: their ids. */
export async function createEvents(base, count, fieldsOf, { batch = 8, token } = {}) {
  token ??= await firstRunAdminToken(base);
  const create = async (i) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(await fieldsOf(i))) form.set(name, value);
    for (let attempt = 1; ; attempt++) {
      const res = await fetch(`${base}/api/v1/events`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      if (res.status === 201) return (await res.json()).id;
      const text = await res.text();
      if (res.status !== 503 || attempt === CREATE_ATTEMPTS)
        throw new Error(`creating event ${i}: ${res.status} ${text} (attempt ${attempt})`);
      await sleep(Math.max(Number(res.headers.get('retry-after')) || 1, 1) * 1000);
    }
  };
  const ids = [await create(0)];
  for (let i = 1; i < count; i += batch) {
    const next = Array.from({ length: Math.min(batch, count - i) }, (_, k) => create(i + k));
    ids.push(...(await Promise.all(next)));
  }
  return ids;
}

/** A YYYY-MM-DD date `days` from now (UTC is close enough for a benchmark). */
export const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A flat 64 x 40 PNG: the cheapest image an event may carry. */
export const tinyPng = () =>
  sharp({ create: { width: 64, height: 40, channels: 3, background: '#8a4b2a' } })
    .png()
    .toBuffer();

/**
 * A photo-like upload: noise at several scales blended by weight, so it compresses like neither a
 * flat card nor pure noise. The defaults weigh what a phone camera's JPEG does (1.4 MB).
 */
export async function photoJpeg({
  width = 3000,
  height = 2000,
  seed = 7,
  quality = 85,
  // [noise width, noise height, weight], each scaled up to the whole picture
  layers = [
    [40, 27, 0.6],
    [500, 333, 0.3],
    [width, height, 0.1],
  ],
} = {}) {
  let state = seed;
  const random = () => ((state = (state * 1103515245 + 12345) & 0x7fffffff) >> 8) & 0xff;
  const layer = async (w, h) => {
    const raw = Buffer.alloc(w * h * 3);
    for (let i = 0; i < raw.length; i++) raw[i] = random();
    return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer();
  };
  const scaled = await Promise.all(layers.map(([w, h]) => layer(w, h)));
  const mixed = Buffer.alloc(width * height * 3);
  for (let i = 0; i < mixed.length; i++) {
    let value = 0;
    for (let k = 0; k < layers.length; k++) value += scaled[k][i] * layers[k][2];
    mixed[i] = value | 0;
  }
  return sharp(mixed, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}
