import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';

/**
 * The new password from standard input: piped (`echo pw | npm run create-admin ...`), or typed at
 * a terminal prompt without echo. Passwords never go on the command line (shell history, ps).
 */
export async function readPassword(
  stdin: Readable & { isTTY?: boolean },
  stderr: Writable,
): Promise<string> {
  if (!stdin.isTTY) {
    let text = '';
    for await (const chunk of stdin) text += String(chunk);
    return text.replace(/\r?\n$/, '');
  }
  const rl = createInterface({ input: stdin, output: stderr, terminal: true });
  stderr.write('New password (not shown): ');
  // Swallow the echo of what is typed.
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => undefined;
  const password = await new Promise<string>((resolve) => rl.question('', resolve));
  rl.close();
  stderr.write('\n');
  return password;
}
