import { startSite, type RunningSite } from '../../tools/lib/site-server.cjs';
import { ADMIN } from '../support/admin';
import { expect, test } from '../support/fixtures';
import { nginxBinary, nginxErrors, startNginx, type RunningNginx } from '../support/nginx';

/**
 * nginx as a caching reverse proxy in front of the site (a CDN does the same), configured to
 * follow the site's own Cache-Control and nothing else (e2e/support/nginx.ts, `cache: true`):
 * pages and public JSON are served from the cache, revalidated with If-None-Match when they
 * expire, a staff edit reaches visitors within the short shared lifetime (docs/adr/0004), and
 * nothing asked with a token is ever kept. Its own site (own database): the edit it makes shows
 * to nobody else.
 */

/** SHARED_MAX_AGE of apps/api/src/web/cache-policy.ts. */
const SHARED_MAX_AGE_S = 10;

interface Got {
  status: number;
  cache: string;
  cacheControl: string;
  text: string;
}

test('nginx as a caching proxy: hits, revalidation, staff edits within the short lifetime, nothing with a token kept', async () => {
  test.setTimeout(180_000);
  nginxBinary(); // fails, saying how to install nginx, rather than skipping
  let site: RunningSite | undefined;
  let nginx: RunningNginx | undefined;
  try {
    site = await startSite();
    // Rendered pages are kept no longer than the status in them holds: within a minute of an
    // opening, a closing or midnight their lifetimes shrink. Wait such a moment out first (the
    // status's own max-age says how long it holds, at most a minute).
    const statusHolds = async () => {
      const current = await fetch(`${site?.baseUrl}/api/v1/hours/status`);
      return Number(/max-age=(\d+)/.exec(current.headers.get('cache-control') ?? '')?.[1]);
    };
    await expect.poll(statusHolds, { timeout: 90_000, intervals: [1000] }).toBe(60);
    nginx = await startNginx([new URL(site.baseUrl).host], { cache: true });
    const proxy = nginx.baseUrl;
    const get = async (path: string, headers: Record<string, string> = {}): Promise<Got> => {
      const response = await fetch(`${proxy}${path}`, { headers });
      return {
        status: response.status,
        cache: response.headers.get('x-cache-status') ?? '',
        cacheControl: response.headers.get('cache-control') ?? '',
        text: await response.text(),
      };
    };

    // Pages and public JSON: the first visitor's request goes to the site, the next is a HIT.
    // ('/' itself was asked once by startNginx, waiting for it to listen: it is a HIT already.)
    // `storedBy`: a moment by which the cache had stored the copy (the answer showing it was in).
    const storedBy: Record<string, number> = {};
    expect((await get('/')).cache).toBe('HIT');
    storedBy['/'] = Date.now();
    const shared = [
      '/events',
      '/visit',
      '/api/v1/events',
      '/api/v1/hours/schedule',
      '/api/v1/content',
      '/api/v1/alerts',
    ];
    for (const path of shared) {
      const first = await get(path);
      expect({ path, status: first.status, cache: first.cache }).toEqual({
        path,
        status: 200,
        cache: 'MISS',
      });
      storedBy[path] = Date.now();
      expect(first.cacheControl).toContain(`s-maxage=${SHARED_MAX_AGE_S}`);
      expect({ path, cache: (await get(path)).cache }).toEqual({ path, cache: 'HIT' });
    }

    // The status: kept exactly until it can next change (at most a minute).
    const statusAskedAt = Date.now();
    const status = await get('/api/v1/hours/status');
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(status.cacheControl)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(0);
    expect(maxAge).toBeLessThanOrEqual(60);
    // Asked again well inside that lifetime, it comes from the cache. (Within seconds of an
    // opening or a closing the lifetime is too short to tell, and is not checked.)
    const againAskedAt = Date.now();
    const again = await get('/api/v1/hours/status');
    if (againAskedAt < statusAskedAt + (maxAge - 3) * 1000) expect(again.cache).toBe('HIT');

    // Content-hashed files: immutable, a HIT from then on (the shell's stylesheet, which the plain
    // shell links: rendered public pages inline it).
    const hashed = /\/(main\.[0-9a-f]{10}\.css)/.exec((await get('/admin')).text)?.[1];
    expect(hashed).toBeTruthy();
    const asset = await get(`/${hashed}`);
    expect(asset.cacheControl).toBe('public, max-age=31536000, immutable');
    expect((await get(`/${hashed}`)).cache).toBe('HIT');

    // Staff: every answer asked with a token passes the cache by and is marked no-store.
    const tokenResponse = await fetch(`${site.baseUrl}/api/v1/auth/token`, {
      method: 'POST',
      body: new URLSearchParams({ username: ADMIN.username, password: ADMIN.password() }),
    });
    expect(tokenResponse.status).toBe(200);
    const token = ((await tokenResponse.json()) as { access_token: string }).access_token;
    const auth = { Authorization: `Bearer ${token}` };
    for (const path of ['/api/v1/users/me', '/api/v1/events?scope=all', '/api/v1/alerts/recent']) {
      for (let i = 0; i < 2; i++) {
        const answer = await get(path, auth);
        expect({ path, status: answer.status, cache: answer.cache }).toEqual({
          path,
          status: 200,
          cache: 'BYPASS',
        });
        expect(answer.cacheControl).toBe('no-store');
      }
    }
    // A public answer asked with a token is not stored either (and not served from the cache).
    expect((await get('/api/v1/events', auth)).cache).toBe('BYPASS');

    // A staff edit (an alert, inlined in every page): visitors behind the cache see it within the
    // shared lifetime; at expiry the page is served stale once while it is refreshed.
    const message = `Cache test ${Date.now()}: the furnace closes at noon.`;
    const posted = await fetch(`${site.baseUrl}/api/v1/alerts`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        message,
        level: 'info',
        starts_at: new Date(Date.now() - 1000).toISOString(),
        ends_at: null,
      }),
    });
    expect(posted.status).toBe(201);
    // Each answer: when it was asked, how the cache answered, and whether the edit was in it.
    // Asked until both show the edit (the deadline is a safety net, not the measure).
    const seen: Record<string, { askedAt: number; cache: string; shown: boolean }[]> = {
      '/': [],
      '/api/v1/alerts': [],
    };
    const shown = (path: string) => seen[path].some((answer) => answer.shown);
    const deadline = Date.now() + 120_000;
    while (!Object.keys(seen).every(shown) && Date.now() < deadline) {
      for (const path of Object.keys(seen)) {
        if (shown(path)) continue;
        const askedAt = Date.now();
        const answer = await get(path);
        seen[path].push({ askedAt, cache: answer.cache, shown: answer.text.includes(message) });
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    const caches = (path: string) => seen[path].map((answer) => answer.cache);
    for (const path of Object.keys(seen)) {
      expect({ path, shown: shown(path) }, JSON.stringify(seen[path])).toEqual({
        path,
        shown: true,
      });
      // Never later than the shared lifetime: no answer asked more than SHARED_MAX_AGE_S after
      // the copy was stored (plus nginx's whole seconds) is that copy as fresh. (After it, the
      // page is only served stale while it is being refreshed.)
      const expiredBy = storedBy[path] + (SHARED_MAX_AGE_S + 2) * 1000;
      const freshAfterExpiry = seen[path].filter(
        (answer) => !answer.shown && answer.cache === 'HIT' && answer.askedAt > expiredBy,
      );
      expect({ path, freshAfterExpiry }).toEqual({ path, freshAfterExpiry: [] });
    }
    // Until then the cache answered (the site was not asked), and the page's expiry was
    // answered stale while nginx refreshed it in the background (stale-while-revalidate).
    expect(
      caches('/')
        .slice(0, -1)
        .every((c) => c === 'HIT' || c === 'STALE' || c === 'UPDATING'),
      caches('/').join(' '),
    ).toBe(true);
    expect(caches('/')).toContain('STALE');
    expect(
      caches('/api/v1/alerts')
        .slice(0, -1)
        .every((c) => c === 'HIT'),
      caches('/api/v1/alerts').join(' '),
    ).toBe(true);

    // Revalidation: something unchanged since it expired is checked with If-None-Match and
    // kept (the site answers 304), not downloaded again.
    const schedule = await get('/api/v1/hours/schedule');
    expect(schedule.cache).toBe('REVALIDATED');
    expect((await get('/api/v1/hours/schedule')).cache).toBe('HIT');
  } catch (error) {
    if (nginx) console.error(nginxErrors(nginx));
    throw error;
  } finally {
    await nginx?.stop();
    await site?.stop();
  }
});
