// nginx as a peer: Debian's nginx serving given bytes as a static file, the fastest a page can be
// served, from a minimal config in a temporary folder removed when it stops.
import { mkdirSync, mkdtempDisposableSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runNginx } from '../../lib/nginx.cjs';
import { freePort, stopGroup } from '../../lib/processes.cjs';

/** nginx serving `html` at `/` (`gzipped` to clients that accept gzip), for `await using`. */
export async function startNginx(html, gzipped) {
  // Undone in reverse order: at once if this fails, else when the caller lets go of the result.
  await using started = new AsyncDisposableStack();
  const dir = started.use(mkdtempDisposableSync(join(tmpdir(), 'bench-nginx-'))).path;
  const port = await freePort();
  mkdirSync(join(dir, 'site'));
  writeFileSync(join(dir, 'site/index.html'), html);
  if (gzipped) writeFileSync(join(dir, 'site/index.html.gz'), gzipped);
  // gzip_static sends the kept copy, as our API does (`gzip on` would compress every request).
  const child = started.adopt(await runNginx(dir, port, { http: '  gzip_static on;' }), stopGroup);
  const running = started.move();
  const stop = () => running.disposeAsync();
  return { base: `http://127.0.0.1:${port}`, pid: child.pid, [Symbol.asyncDispose]: stop };
}
