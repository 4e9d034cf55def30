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
    const sandbox = new ServerBundleSandbox('test');
    return sandbox
      .bundle<{ run(...args: unknown[]): Promise<unknown> }>(sandbox.load(file))
      .run(...args);
  };

  it('parses and changes URLs as Node does', async () => {
    const urls: [string, string?][] = [
      ['/events/7?category=tours&x=a+b%20c#top', 'https://museum.example/visit'],
      ['https://user:pw@example.org:8080/a/../b?q=%E2%9C%93', undefined],
      ['HTTP://EXAMPLE.org/ü', undefined],
    ];
    const parts = (url: URL) => ({
      href: url.href,
      origin: url.origin,
      host: url.host,
      port: url.port,
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      params: [...url.searchParams],
    });
    const inSandbox = await run(
      `return args[0].map(([url, base]) => { const u = new URL(url, base);
        return { href: u.href, origin: u.origin, host: u.host, port: u.port, pathname: u.pathname,
          search: u.search, hash: u.hash, params: [...u.searchParams] }; });`,
      urls,
    );
    expect(inSandbox).toEqual(urls.map(([url, base]) => parts(new URL(url, base))));
    expect(
      await run(`const u = new URL('https://m.example/a?b=1');
        u.pathname = '/c d'; u.searchParams.append('e', 'f g&h'); u.hash = 'i';
        let invalid; try { new URL('no base'); } catch (error) { invalid = error.name; }
        return [u.href, URL.canParse('/x'), invalid];`),
    ).toEqual(['https://m.example/c%20d?b=1&e=f+g%26h#i', false, 'TypeError']);
  });

  it('reads and writes query strings as Node does', async () => {
    const query = 'a=1&b=x+y&a=%26&c&d=%E2%9C%93';
    const node = new URLSearchParams(query);
    node.set('a', '2');
    node.append('e', "it's (1) ~ok!");
    node.delete('c');
    node.sort();
    expect(
      await run(
        `const p = new URLSearchParams(args[0]);
        const before = [p.get('a'), p.getAll('a'), p.has('c'), p.size];
        p.set('a', '2'); p.append('e', "it's (1) ~ok!"); p.delete('c'); p.sort();
        return [before, p.toString(), [...new URLSearchParams({ k: 'v' })]];`,
        query,
      ),
    ).toEqual([['1', ['1', '&'], true, 5], node.toString(), [['k', 'v']]]);
  });

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

  it("answers with Response and Headers as the render's fetch does", async () => {
    expect(
      await run(`const answer = new Response(JSON.stringify({ a: 1 }), {
          status: 200, headers: { 'Content-Type': 'application/json' } });
        return [answer.ok, answer.headers.get('content-type'), await answer.json(),
          new Response(null, { status: 503 }).ok, await new Response(null).text()];`),
    ).toEqual([true, 'application/json', { a: 1 }, false, '']);
  });

  it('runs timers and aborts as the renderer expects', async () => {
    expect(
      await run(`const order = [];
        await new Promise((done) => { setTimeout(() => order.push('timeout'), 1); setImmediate(() => order.push('immediate'));
          queueMicrotask(() => order.push('microtask')); const t = setTimeout(() => order.push('cleared'), 0); clearTimeout(t);
          setTimeout(done, 5); });
        const signal = AbortSignal.abort();
        return [order[0], order.slice(1).sort(), signal.aborted, signal.reason.name];`),
    ).toEqual(['microtask', ['immediate', 'timeout'], true, 'AbortError']);
  });
});
