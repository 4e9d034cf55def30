#!/usr/bin/env node
// Operator commands: `npm run create-admin -- --username u --email e [--generate]`,
// `npm run reset-password -- --username u [--generate]`, `npm run backup [-- --out FILE]` and
// `npm run restore -- FILE [--force]` (docs/operations.md). Runs the API's built CLI
// (dist/apps/api/cli.js), building the API first (Nx restores an unchanged build from its cache).
// The password comes from standard input (inherited here) so it never appears in the shell history.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'dist/apps/api/cli.js');

{
  // Always through Nx: a dist/ from an older checkout may lack a command (backup, restore).
  const build = spawnSync(
    join(root, 'node_modules/.bin/nx'),
    ['run', 'api:build', '--outputStyle=stream-without-prefixes'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NX_DAEMON: 'false' },
    },
  );
  if (build.status !== 0 || !existsSync(cli)) {
    process.stderr.write(`${build.stdout ?? ''}${build.stderr ?? ''}`);
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
