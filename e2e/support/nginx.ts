import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runNginx } from '../../tools/lib/nginx.cjs';
import { stopGroup } from '../../tools/lib/processes.cjs';
import { freePort } from '../../tools/lib/site-server.cjs';

export { nginxBinary } from '../../tools/lib/nginx.cjs';

/** nginx as the load balancer docs/operations.md shows, run by tools/lib/nginx.cjs. */
export interface RunningNginx {
  baseUrl: string;
  prefix: string;
  stop(): Promise<void>;
}

export async function startNginx(
  upstreams: string[],
  /** Also a shared cache that follows the site's Cache-Control (docs/adr/0004-caching.md). */
  { cache = false }: { cache?: boolean } = {},
): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'furnace-nginx-'));
  const port = await freePort();
  const http = `  error_log ${prefix}/nginx-error.log warn;
  client_max_body_size 32m;
${cache ? `  proxy_cache_path ${prefix}/cache levels=1:2 keys_zone=museum:10m max_size=100m inactive=10m use_temp_path=off;\n` : ''}
  upstream museum_api {
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join('\n')}
  }`;
  // Cached as long as the answer's Cache-Control says (s-maxage, max-age, stale-while-revalidate,
  // stale-if-error: nothing is configured here), refreshed with If-None-Match, one request to the
  // site per expired page, and never anything asked with a token.
  const caching = `
      proxy_cache museum;
      proxy_cache_revalidate on;
      proxy_cache_background_update on;
      proxy_cache_lock on;
      proxy_cache_bypass $http_authorization;
      proxy_no_cache $http_authorization;
      add_header X-Cache-Status $upstream_cache_status always;`;
  const server = `    location / {
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
      add_header X-Upstream $upstream_addr always;${cache ? caching : ''}
    }`;
  // Any answer means it listens (a 502 too, while no site is up yet).
  const child = await runNginx(prefix, port, { http, server, ok: () => true }).catch((error) => {
    const errors = nginxErrors({ prefix });
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${errors}`);
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    prefix,
    stop: () => stopGroup(child).finally(() => rmSync(prefix, { recursive: true, force: true })),
  };
}

/** nginx's own error log, for a failure message. */
export function nginxErrors(nginx: Pick<RunningNginx, 'prefix'>): string {
  try {
    return readFileSync(join(nginx.prefix, 'nginx-error.log'), 'utf8');
  } catch {
    return '';
  }
}
