import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../tools/lib/site-server.cjs';

/**
 * nginx (the Debian package) as a load balancer, run as our own unprivileged-port instance: its
 * own prefix folder and config (`nginx -p prefix -c conf`), in the foreground as our child, never
 * the system service. The config is the one docs/operations.md shows.
 */
export interface RunningNginx {
  baseUrl: string;
  prefix: string;
  stop(): Promise<void>;
}

/** The nginx binary, or an error that says how to get it: a test never passes without it. */
export function nginxBinary(): string {
  // NGINX_PATH, when set, is the only one tried.
  const candidates = process.env.NGINX_PATH
    ? [process.env.NGINX_PATH]
    : ['/usr/sbin/nginx', '/usr/bin/nginx'];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) {
    throw new Error(
      'nginx is not installed, so the load-balancer test cannot run. Install the Debian package ' +
        '(apt-get install -y nginx; .ci/run does it) or set NGINX_PATH to an nginx binary.',
    );
  }
  return found;
}

export function nginxConfig(options: {
  prefix: string;
  port: number;
  upstreams: string[];
  /** Also a shared cache that follows the site's Cache-Control (docs/adr/0004-caching.md). */
  cache?: boolean;
}): string {
  const { prefix, port, upstreams, cache = false } = options;
  const cachePath = cache
    ? `  proxy_cache_path ${prefix}/cache levels=1:2 keys_zone=museum:10m max_size=100m inactive=10m use_temp_path=off;\n`
    : '';
  // Kept as long as the answer's Cache-Control says (s-maxage, max-age, stale-while-revalidate,
  // stale-if-error: nothing is configured here), refreshed with If-None-Match, one request to the
  // site per expired page, and never anything asked with a token.
  const caching = cache
    ? `
      proxy_cache museum;
      proxy_cache_revalidate on;
      proxy_cache_background_update on;
      proxy_cache_lock on;
      proxy_cache_bypass $http_authorization;
      proxy_no_cache $http_authorization;
      add_header X-Cache-Status $upstream_cache_status always;`
    : '';
  return `# Written by e2e/support/nginx.ts; the same shape as docs/operations.md.
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
daemon off;
events { worker_connections 512; }
http {
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/temp/body;
  proxy_temp_path ${prefix}/temp/proxy;
  fastcgi_temp_path ${prefix}/temp/fastcgi;
  uwsgi_temp_path ${prefix}/temp/uwsgi;
  scgi_temp_path ${prefix}/temp/scgi;
  client_max_body_size 32m;
${cachePath}
  upstream museum_api {
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join('\n')}
  }

  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://museum_api;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A process that dies or refuses: try the next one. nginx replays only idempotent requests
      # (GET, HEAD, ...) once sent; a POST is passed on only if it never reached the dead process.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      add_header X-Upstream $upstream_addr always;${caching}
    }
  }
}
`;
}

export async function startNginx(
  upstreams: string[],
  { cache = false }: { cache?: boolean } = {},
): Promise<RunningNginx> {
  const binary = nginxBinary();
  const prefix = mkdtempSync(join(tmpdir(), 'furnace-nginx-'));
  chmodSync(prefix, 0o755);
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(prefix, 'temp', dir), { recursive: true, mode: 0o777 });
  const port = await freePort();
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ prefix, port, upstreams, cache }));
  const args = ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log')];
  const check = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the config:\n${check.stderr}`);
  const child: ChildProcess = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const output: string[] = [];
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000; // a safety net: nginx listens within a second, idle
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output.join('')}`);
    try {
      await fetch(baseUrl);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen: ${output.join('')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    baseUrl,
    prefix,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        // QUIT: graceful shutdown of this instance only (its master is our child).
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** nginx's own error log, for a failure message. */
export function nginxErrors(nginx: RunningNginx): string {
  try {
    return readFileSync(join(nginx.prefix, 'error.log'), 'utf8');
  } catch {
    return '';
  }
}
