// nginx as a peer: Debian's nginx serving given bytes as a static file, the fastest a page can be
// served, from a minimal config in a temporary folder removed when it stops.
import { existsSync, mkdirSync, mkdtempDisposableSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, spawnInGroup, stopGroup, waitForUrl } from '../../lib/processes.cjs';

const NGINX = '/usr/sbin/nginx';

/**
 * nginx on 127.0.0.1:`port`, one worker (our API is one process), writing only in `dir`, serving
 * `dir`/site; `http`, `server`: more directives. Resolves once `/` (asked with `init`) is `ok`.
 */
export async function runNginx(dir, port, { http = '', server = '', ok, init } = {}) {
  if (!existsSync(NGINX)) throw new Error(`no ${NGINX}: apt-get install -y nginx`);
  mkdirSync(join(dir, 'nginx-tmp'), { recursive: true });
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/nginx-tmp/body;
  fastcgi_temp_path ${dir}/nginx-tmp/fastcgi;
  proxy_temp_path ${dir}/nginx-tmp/proxy;
  uwsgi_temp_path ${dir}/nginx-tmp/uwsgi;
  scgi_temp_path ${dir}/nginx-tmp/scgi;
${http}
  server {
    listen 127.0.0.1:${port};
    root ${dir}/site;
${server}
  }
}
`,
  );
  const args = ['-p', dir, '-e', `${dir}/nginx-error.log`, '-c', join(dir, 'nginx.conf')];
  const child = spawnInGroup(NGINX, args, { stdio: 'ignore' });
  try {
    await waitForUrl(`http://127.0.0.1:${port}/`, child, { what: 'nginx', ok, init });
  } catch (error) {
    await stopGroup(child);
    throw error;
  }
  return child;
}

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
  return { base: `http://127.0.0.1:${port}`, group: child.pid, [Symbol.asyncDispose]: stop };
}
