// nginx as a peer: Debian's nginx (apt-get install nginx) serving given bytes as a static file, the
// fastest a page can be served, started from a minimal config in a temporary folder on a free port.
// Everything it writes lives in that folder, removed by stop().
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, spawnInGroup, stopGroup, waitForUrl } from '../../lib/processes.cjs';

const NGINX = '/usr/sbin/nginx';

/**
 * nginx on 127.0.0.1:`port` from a minimal nginx.conf: one worker (our API is one process),
 * everything it writes in `dir`, the site's files in `dir`/site; `http` and `server` are more
 * directives for those blocks (the WordPress peer adds its PHP). Resolves to its process (in its
 * own group) once `/` answers as `ok` says (`init`: how it is asked).
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

/**
 * nginx serving `html` at `/`, and `gzipped` to clients that accept gzip; resolves to { base,
 * group (its process group), stop }.
 */
export async function startNginx(html, gzipped) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const port = await freePort();
  // site/index.html: nginx's index module answers `/` with it.
  mkdirSync(join(dir, 'site'));
  writeFileSync(join(dir, 'site/index.html'), html);
  if (gzipped) writeFileSync(join(dir, 'site/index.html.gz'), gzipped);
  // A gzip copy beside the file is sent as it is to clients that accept gzip (gzip_static), as our
  // API sends its kept gzip copy: nginx's `gzip on` would compress on every request, which the API
  // does not.
  const child = await runNginx(dir, port, { http: '  gzip_static on;' }).catch((error) => {
    remove();
    throw error;
  });
  const stop = () => stopGroup(child).finally(remove);
  return { base: `http://127.0.0.1:${port}`, group: child.pid, stop };
}
