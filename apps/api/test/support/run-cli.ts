import { PassThrough, Readable } from 'node:stream';
import { runCli } from '../../src/cli/run-cli';
import { TEST_JWT_SECRET } from '../test-app';

/**
 * Runs the operator CLI in this process, its output captured. `stdin`: what is piped in, or with
 * `tty: true` the line an operator types at a terminal.
 */
export async function cli(
  argv: string[],
  env: Record<string, string>,
  { stdin = '', tty = false }: { stdin?: string; tty?: boolean } = {},
) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (c) => (out += c));
  stderr.on('data', (c) => (err += c));
  const input = Readable.from([stdin]);
  const code = await runCli({
    argv,
    env: { JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test', ...env },
    stdin: tty ? Object.assign(input, { isTTY: true }) : input,
    stdout,
    stderr,
  });
  return { code, out, err };
}
