import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServerBundleSandbox } from './load-server-bundle';

/**
 * The web globals the sandbox gives the bundles in place of Node's (which would hand them the API's
 * own objects) answer as Node's do for what the bundles use.
 */
describe('the server bundles sandbox', () => {
  let folder: string;
  beforeEach(() => (folder = mkdtempSync(join(tmpdir(), 'sandbox-'))));
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  /** Runs `body` (the bundle's `run`) in a fresh sandbox and gives what it returns. */
  const run = async (body: string, ...args: unknown[]) => {
    const file = join(folder, 'render.js');
    writeFileSync(file, `exports.run = async (...args) => { ${body} };`);
    const sandbox = new ServerBundleSandbox();
    return sandbox.load<{ run(...args: unknown[]): Promise<unknown> }>(file).run(...args);
  };

  it('encodes and decodes UTF-8 as Node does', async () => {
    const text = 'Museum ✓ Zürich 🦕';
    expect(
      await run(
        `const bytes = new TextEncoder().encode(args[0]);
        return [Array.from(bytes), new TextDecoder().decode(bytes)];`,
        text,
      ),
    ).toEqual([Array.from(new TextEncoder().encode(text)), text]);
  });

  it('runs timers and aborts as the renderer expects', async () => {
    expect(
      await run(`const order = [];
        await new Promise((done) => { setTimeout((a) => order.push('timeout' + a), 1, '-t');
          setImmediate((a, b) => order.push('immediate' + a + b), '-i', '!');
          queueMicrotask(() => order.push('microtask')); const t = setTimeout(() => order.push('cleared'), 0); clearTimeout(t);
          setTimeout(done, 5); });
        const signal = AbortSignal.abort();
        return [order[0], order.slice(1).sort(), signal.aborted, signal.reason.name];`),
    ).toEqual(['microtask', ['immediate-i!', 'timeout-t'], true, 'AbortError']);
  });
});
