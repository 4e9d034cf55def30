import 'reflect-metadata';
import { runCli } from './cli/run-cli';

// Entry of dist/apps/api/cli.js, run by tools/cli.mjs (npm run create-admin / reset-password).
runCli({
  argv: process.argv.slice(2),
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
})
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
