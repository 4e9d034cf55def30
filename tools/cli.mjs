#!/usr/bin/env node
// Staff-account commands: `npm run create-admin -- --username u --email e [--generate]` and
// `npm run reset-password -- --username u [--generate]`. Runs the API's built CLI
// (dist/apps/api/cli.js), building the API first when it is missing. The password comes from
// standard input (inherited here) so it never appears in the shell history.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'dist/apps/api/cli.js');

if (!existsSync(cli)) {
  console.error('Building the API (dist/apps/api/cli.js is missing)...');
  const build = spawnSync('npx', ['nx', 'run', 'api:build'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (build.status !== 0 || !existsSync(cli)) {
    console.error('The API build failed; see above.');
    process.exit(build.status || 1);
  }
}

const run = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
process.exit(run.status ?? 1);
