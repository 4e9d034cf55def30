// nginx as a peer: Debian's nginx serving given bytes as a static file, the fastest a page can be
// served, from a minimal config in a temporary folder removed when it stops.
import { mkdirSync, mkdtempDisposableSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runNginx } from '../../lib/nginx.cjs';
import { freePort, stopGroup } from '../../lib/processes.cjs';

/** nginx serving `html` at `/` (`gzipped` to clients that accept gzip), for `await using`. */
export async function startNginx(html, gzipped) {
  const scratch = mkdtempDisposableSync(join(tmpdir(), 'bench-nginx-'));
  const dir = scratch.path;
  const port = await freePort();
  mkdirSync(join(dir, 'site'));
  writeFileSync(join(dir, 'site/index.html'), html);
  if (gzipped) writeFileSync(join(dir, 'site/index.html.gz'), gzipped);
  // gzip_static sends the kept copy, as our API does (`gzip on` would compress every request).
  const child = await runNginx(dir, port, { http: '  gzip_static on;' }).catch((error) => {
    scratch.remove();
    throw error;
  });
  const stop = () => stopGroup(child).finally(() => scratch.remove());
  return { base: `http://127.0.0.1:${port}`, pid: child.pid, [Symbol.asyncDispose]: stop };
}
