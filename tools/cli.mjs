#!/usr/bin/env node
// The operator commands of docs/operations.md (create-admin, reset-password, backup, restore): the
// API's built CLI, built first. Standard input is inherited: passwords never reach shell history.
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
