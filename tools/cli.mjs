#!/usr/bin/env node
// Operator commands: `npm run create-admin -- --username u --email e [--generate]`,
// `npm run reset-password -- --username u [--generate]`, `npm run backup [-- --out FILE]` and
// `npm run restore -- FILE [--force]` (docs/operations.md). Runs the API's built CLI
// (dist/apps/api/cli.js), building the API first (Nx restores an unchanged build from its cache).
// The password comes from standard input (inherited here) so it never appears in the shell history.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { nxBuild, workspaceRoot as root } from './lib/processes.cjs';

const cli = join(root, 'dist/apps/api/cli.js');

// Always through Nx: a dist/ from an older checkout may lack a command (backup, restore).
if (
  !nxBuild(['api'], { quiet: true, outputStyle: 'stream-without-prefixes' }) ||
  !existsSync(cli)
) {
  console.error('The API build failed; see above.');
  process.exit(1);
}

const run = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
process.exit(run.status ?? 1);
