import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import express from 'express';
import request from 'supertest';
import { mountWeb } from './mount-web';

/** A built-looking web root: the shell and both remotes, with hashed and unhashed files. */
function makeWebRoot(root: string) {
  const write = (path: string, body: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), body);
  };
  write(
    'web/shell/index.html',
    '<!doctype html><html><head><title>t</title></head><body></body></html>',
  );
  write('web/shell/main.js', 'console.log("shell")');
  write('web/shell/338.0123456789.js', 'console.log("react-dom")');
  write('web/public-site/remoteEntry.js', 'var public_site;');
  write('web/public-site/mf-manifest.json', '{}');
  write('web/admin/remoteEntry.js', 'var admin;');
}

describe('the web layer (shell, remotes, registry)', () => {
  let root: string;
  let app: express.Express;

  beforeEach(async () => {
    root = mkdtempSync(join(tmpdir(), 'web-'));
    makeWebRoot(root);
    mkdirSync(join(root, 'data'));
    app = express();
    await mountWeb(app as unknown as INestApplication, {
      webRoot: join(root, 'web'),
      dataDir: join(root, 'data'),
      publicUrl: 'https://museum.example',
    });
    // Stands in for Nest's controllers, which come after the web layer.
    app.use((req, res) => res.status(418).send(`api:${req.path}`));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('serves index.html with the registry inlined, a strict CSP, for shared caches briefly', async () => {
    const response = await request(app).get('/').expect(200);
    expect(response.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=60, stale-if-error=86400',
    );
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.text).toContain(
      '<script type="application/json" id="remote-registry">{"remotes":[{"name":"public_site","entry":"/remotes/public-site/remoteEntry.js"},{"name":"admin","entry":"/remotes/admin/remoteEntry.js"}]}</script>',
    );
    expect(response.text).toContain(
      '<link rel="preload" href="/remotes/public-site/remoteEntry.js" as="script">',
    );
    expect(response.text).not.toContain('/remotes/admin/remoteEntry.js" as="script"');
  });

  it('answers client-side routes with the shell, and missing assets with 404', async () => {
    expect((await request(app).get('/events/12').expect(200)).text).toContain('remote-registry');
    expect((await request(app).get('/signs/furnace-stack').expect(200)).text).toContain(
      'remote-registry',
    );
    await request(app).get('/missing.js').expect(404);
    await request(app).get('/remotes/public-site/nope.js').expect(404);
  });

  it('caches content-hashed files for a year and revalidates entry points', async () => {
    const hashed = await request(app).get('/338.0123456789.js').expect(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of [
      '/main.js',
      '/remotes/public-site/remoteEntry.js',
      '/remotes/public-site/mf-manifest.json',
      '/registry.json',
    ]) {
      expect((await request(app).get(path).expect(200)).headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the CSP with everything, and allows script from remote origins the registry names', async () => {
    for (const path of [
      '/main.js',
      '/remotes/public-site/remoteEntry.js',
      '/api/docs',
      '/static/event_info/1.pdf',
    ]) {
      expect((await request(app).get(path)).headers['content-security-policy']).toContain(
        "base-uri 'none'",
      );
    }
    for (const path of ['/api/v1/hours', '/api/v1/events']) {
      expect((await request(app).get(path)).headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
    writeFileSync(
      join(root, 'data/registry.json'),
      JSON.stringify({
        remotes: [{ name: 'public_site', entry: 'https://cdn.example.net/ps/1/remoteEntry.js' }],
      }),
    );
    const policy = (await request(app).get('/')).headers['content-security-policy'];
    expect(policy).toContain("script-src 'self' https://cdn.example.net;");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("frame-src 'self' https://video.example.org;");
  });

  it('serves deployed versions from DATA_DIR as immutable files, and nothing else from there', async () => {
    mkdirSync(join(root, 'data/deployments/public-site/v2'), { recursive: true });
    writeFileSync(join(root, 'data/deployments/public-site/v2/remoteEntry.js'), 'var v2;');
    writeFileSync(join(root, 'data/registry.json'), '{}');
    const entry = await request(app).get('/deployed/public-site/v2/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await request(app).get('/deployed/registry.json').expect(404);
    await request(app).get('/deployed/public-site/v3/remoteEntry.js').expect(404);
    await request(app).get('/deployed/../registry.json').expect(404);
  });

  it('leaves /api and /static to the API', async () => {
    expect((await request(app).get('/api/v1/hours').expect(418)).text).toBe('api:/api/v1/hours');
    expect((await request(app).get('/static/event_images/1').expect(418)).text).toBe(
      'api:/static/event_images/1',
    );
    expect((await request(app).post('/anything').expect(418)).text).toBe('api:/anything');
  });

  it('follows DATA_DIR/registry.json as soon as it changes, without a restart', async () => {
    const file = join(root, 'data/registry.json');
    writeFileSync(
      file,
      JSON.stringify({ remotes: [{ name: 'public_site', entry: '/v2/remoteEntry.js' }] }),
    );
    expect((await request(app).get('/registry.json')).body.remotes[0].entry).toBe(
      '/v2/remoteEntry.js',
    );
    writeFileSync(
      file,
      JSON.stringify({ remotes: [{ name: 'public_site', entry: '/v3/remoteEntry.js' }] }),
    );
    utimesSync(file, new Date(), new Date(Date.now() + 5000)); // a distinct mtime even within 1 ms
    expect((await request(app).get('/')).text).toContain('/v3/remoteEntry.js');
  });

  it('keeps the last good registry when the file is broken', async () => {
    const file = join(root, 'data/registry.json');
    writeFileSync(
      file,
      JSON.stringify({ remotes: [{ name: 'public_site', entry: '/good/remoteEntry.js' }] }),
    );
    await request(app).get('/registry.json').expect(200);
    writeFileSync(file, '{"remotes": [');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await request(app).get('/registry.json').expect(200)).body.remotes[0].entry).toBe(
      '/good/remoteEntry.js',
    );
    expect((await request(app).get('/').expect(200)).text).toContain('/good/remoteEntry.js');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('escapes the registry so no value can close the script element', async () => {
    writeFileSync(
      join(root, 'data/registry.json'),
      JSON.stringify({ remotes: [{ name: 'x', entry: '</script><script>alert(1)</script>' }] }),
    );
    const html = (await request(app).get('/')).text;
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });

  it('serves robots.txt and a sitemap of the public pages on the public URL', async () => {
    const robots = await request(app).get('/robots.txt').expect(200);
    expect(robots.text).toContain('Sitemap: https://museum.example/sitemap.xml');
    expect(robots.text).toContain('Disallow: /admin');
    const sitemap = await request(app).get('/sitemap.xml').expect(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.text).toContain('<loc>https://museum.example/visit/hours</loc>');
    expect(sitemap.text).not.toContain('/admin');
  });
});
