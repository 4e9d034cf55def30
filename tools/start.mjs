#!/usr/bin/env node
// `npm start`: build what is out of date, then run the whole site in THIS process on one port (an
// embedded PostgreSQL in DATA_DIR, default .data/, unless DATABASE_URL is set).
//   npm start                      http://localhost:3000
//   PORT=4000 DATA_DIR=/tmp/site npm start
//   npm start -- --no-build        skip the build step (CI, or after `npm run build`)
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SITE_APPS as APPS, listenOnce, nxBuild, workspaceRoot as root } from './lib/processes.cjs';

// Sized for a small server (docs/operations.md, "A 1 GB server"): a 256 MB heap, two malloc arenas.
// Both must be set before Node starts, so the process replaces itself once (execve, same PID);
// the operator's own settings win.
const heapFlag = '--max-old-space-size';
const hasHeapFlag = [...process.execArgv, process.env.NODE_OPTIONS ?? '']
  .join(' ')
  .includes(heapFlag);
// (process.execve needs Node 23.11 and does not exist on Windows, where there is no glibc either.)
if (typeof process.execve === 'function' && (!hasHeapFlag || !process.env.MALLOC_ARENA_MAX)) {
  const args = [
    ...(hasHeapFlag ? [] : [`${heapFlag}=256`]),
    ...process.execArgv,
    ...process.argv.slice(1),
  ];
  process.execve(process.execPath, [process.execPath, ...args], {
    ...process.env,
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || '2',
  });
}
process.chdir(root);

// A busy port is found before anything is built or started.
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || '0.0.0.0';
const inUse = (error) => error.code === 'EADDRINUSE';
if (await listenOnce(port, host).then(() => false, inUse)) {
  console.error(
    `Port ${port} is already in use (another \`npm start\`, or another program). Stop it, or start on another port: PORT=${port + 1} npm start`,
  );
  process.exit(1);
}
const skipBuild = process.argv.includes('--no-build');

if (!skipBuild) {
  console.log(`Building ${APPS.join(', ')} (unchanged apps come from the Nx cache)...`);
  if (!nxBuild(APPS, { outputStyle: 'stream-without-prefixes' })) {
    console.error('The build failed; see the messages above.');
    process.exit(1);
  }
}

const main = join(root, 'dist/apps/api/main.js');
if (!existsSync(main)) {
  console.error(`${main} is missing: run without --no-build, or run \`npm run build\` first.`);
  process.exit(1);
}
process.env.WEB_ROOT ??= join(root, 'dist/apps');
process.env.DATA_DIR ??= join(root, '.data');
await import(pathToFileURL(main).href);
