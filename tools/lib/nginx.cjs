// nginx (Debian's package) as our own instance, for the bench's peers and the e2e journeys' load
// balancer: its own folder and config (`nginx -p dir -c conf`), in the foreground in its own process
// group, never the system service.
const { existsSync, mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { spawnInGroup, stopGroup, waitForUrl } = require('./processes.cjs');

/** The nginx binary (NGINX_PATH, when set, is the only one tried), or an error saying how to get it. */
function nginxBinary() {
  const { NGINX_PATH } = process.env;
  const found = (NGINX_PATH ? [NGINX_PATH] : ['/usr/sbin/nginx', '/usr/bin/nginx']).find(
    existsSync,
  );
  if (found) return found;
  throw new Error(
    'nginx is not installed: apt-get install -y nginx, or set NGINX_PATH to an nginx binary.',
  );
}

/**
 * nginx on 127.0.0.1:`port`, one worker (our API is one process), writing only in `dir`, serving
 * `dir`/site; `http`, `server`: more directives. Resolves to the child (`stopGroup` stops it) once
 * `/` (asked with `init`) is `ok`; its errors are in `dir`/nginx-error.log.
 */
async function runNginx(dir, port, { http = '', server = '', ok, init } = {}) {
  const binary = nginxBinary();
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
  const child = spawnInGroup(binary, args, { stdio: 'ignore' });
  await waitForUrl(`http://127.0.0.1:${port}/`, child, { what: 'nginx', ok, init }).catch((error) =>
    stopGroup(child).then(() => Promise.reject(error)),
  );
  return child;
}

module.exports = { nginxBinary, runNginx };
