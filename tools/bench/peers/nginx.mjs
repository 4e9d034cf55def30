// nginx as a peer: Debian's nginx (apt-get install nginx) serving given bytes as a static file, the
// fastest a page can be served, started from a minimal config in a temporary folder on a free port.
// Everything it writes lives in that folder, removed by stop().
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, spawnInGroup, stopGroup, waitFor } from '../../lib/processes.cjs';

const NGINX = '/usr/sbin/nginx';

/**
 * A minimal nginx.conf: one worker (our API is one process), everything it writes in `dir`, the
 * site's files in `dir`/site, on 127.0.0.1:`port`; `http` and `server` are more directives for
 * those blocks (the WordPress peer adds its PHP).
 */
export const nginxConfig = (dir, port, { http = '', server = '' } = {}) => `daemon off;
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
`;

/**
 * nginx serving `html` at `/`, and `gzipped` to clients that accept gzip; resolves to { base,
 * group (its process group), stop }.
 */
export async function startNginx(html, gzipped) {
  if (!existsSync(NGINX)) throw new Error(`no ${NGINX}: apt-get install -y nginx`);
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // A gzip copy beside the file is sent as it is to clients that accept gzip (gzip_static), as our
  // API sends its kept gzip copy: nginx's `gzip on` would compress on every request, which the API
  // does not.
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, port, { http: '  gzip_static on;' }));
  mkdirSync(join(dir, 'nginx-tmp'));
  // site/index.html: nginx's index module answers `/` with it.
  mkdirSync(join(dir, 'site'));
  writeFileSync(join(dir, 'site/index.html'), html);
  if (gzipped) writeFileSync(join(dir, 'site/index.html.gz'), gzipped);
  const child = spawnInGroup(
    NGINX,
    ['-p', dir, '-e', `${dir}/nginx-error.log`, '-c', join(dir, 'nginx.conf')],
    {
      stdio: 'ignore',
    },
  );
  const stop = () => stopGroup(child).finally(() => rmSync(dir, { recursive: true, force: true }));
  try {
    await waitFor(
      'nginx',
      () =>
        fetch(`${base}/`).then(
          (res) => res.ok,
          () => false,
        ),
      child,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, group: child.pid, stop };
}
