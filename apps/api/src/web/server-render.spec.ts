import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { Worker } from 'node:worker_threads';
import Beasties from 'beasties';
import express from 'express';
import request from 'supertest';
import { MESSAGES } from '@furnace/contracts';
import { mountWeb } from './mount-web';

/**
 * A public_site server bundle as its build writes it (render contract 3): `load` gives its routes,
 * here a function the fake shell below calls with the URL and the data source. It checks that its
 * React is the shell's (its externals come from the shell's bundle, as in the browser).
 */
function remoteBundle(routesBody: string, prelude = '') {
  return `exports.RENDER_CONTRACT = 3;
if (require('react').fromShell !== true) throw new Error("not the shell's React");
${prelude}
exports.load = async ({ publicPath }) => ({ Routes: async (url, api) => { ${routesBody} } });`;
}

/** The remote's bundle saying `label`, with the status it read and the number of its renders. */
function bundle(label: string, body = '') {
  return remoteBundle(
    `renders += 1;
  ${body}
  const status = await api('/hours/status');
  return {
    head: '<link rel="preload" as="image" href="' + publicPath + 'assets/hero.svg">',
    html: '<h1>${label} ' + url + '</h1><p>' + status.message + '</p><i>render ' + renders + '</i>',
    answers: { 'hours-status': status },
  };`,
    'let renders = 0;',
  );
}

/**
 * The shell's server bundle (render contract 3): its tree, here one <main>, around the routes of
 * the public_site remote it is given; it shares "React" with the remotes' bundles.
 */
function shellBundle(label = '') {
  return `exports.RENDER_CONTRACT = 3;
exports.shared = { react: { fromShell: true } };
exports.render = async (url, { api, remotes, registry }) => {
  const page = await remotes.public_site(url, api);
  return {
    head: page.head || '',
    html: '${label}<main id="main" tabindex="-1">' + page.html + '</main>',
    answers: page.answers,
  };
};`;
}

describe('server-rendered public pages (the deployed public_site bundle)', () => {
  let root: string;
  let app: express.Express;
  const asked: string[] = [];
  let message = 'Open today <b>now</b>';
  /** Seconds until the status can next change (Schedule.statusAt in the API). */
  let statusLifetime = 3600;
  let held: Promise<object> = Promise.resolve({});
  /** Stands in for the API's answer cache (Answers.page): pages kept by key until cleared. */
  const kept = new Map<string, Promise<never>>();
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const html = async (path: string) => (await request(app).get(path).expect(200)).text;
  /** The remote's part of the server's page: in #root (marked data-server-rendered), in <main>. */
  const served = (page: string) =>
    /<div id="root" data-server-rendered>(?:<header>[^<]*<\/header>)?<main id="main" tabindex="-1">([\s\S]*?)<\/main><\/div>/.exec(
      page,
    )?.[1];

  beforeEach(async () => {
    root = mkdtempSync(join(tmpdir(), 'ssr-'));
    asked.length = 0;
    kept.clear();
    message = 'Open today <b>now</b>';
    statusLifetime = 3600;
    write(
      'web/shell/index.html',
      '<!doctype html><html><head><title>t</title><script defer src=/main.js?abc></script></head><body><noscript>Needs JavaScript.</noscript><div id="root"></div></body></html>',
    );
    write('web/public-site/remoteEntry.js', 'var public_site;');
    write(
      'web/public-site/197.f29595c392.css',
      'h1{color:red}.unused{color:blue}\n/*# sourceMappingURL=197.f29595c392.css.map*/',
    );
    write('web/public-site/2.aa.css', '@media (min-width:40em){p{margin:0}}');
    write('web/shell/server/render.js', shellBundle());
    write('web/public-site/server/render.js', bundle('Built'));
    mkdirSync(join(root, 'data'));
    app = express();
    await mountWeb(app as unknown as INestApplication, webOptions());
    app.use((req, res) => res.status(418).send(`api:${req.path}`));
  });
  /** What the tests' site is mounted with: its folders, a stand-in answer cache and API. */
  const webOptions = (): Parameters<typeof mountWeb>[1] => ({
    webRoot: join(root, 'web'),
    dataDir: join(root, 'data'),
    publicUrl: 'https://museum.example',
    statusLifetime: async () => statusLifetime,
    pages: {
      page: (key, make) => {
        if (!kept.has(key))
          kept.set(
            key,
            make().catch(
              (error: unknown) => kept.delete(key) && Promise.reject(error),
            ) as Promise<never>,
          );
        return kept.get(key) as Promise<never>;
      },
    },
    api: async (path) => {
      asked.push(path);
      // A new object each time, as the status service hands out one per second.
      if (path === '/hours/status') return { status: 'OPEN', message };
      if (path === '/held') return held; // a read that answers when the test says so
      if (path === '/signs/west-gate') throw Object.assign(new Error('404'), { status: 404 });
      throw new Error('no such path');
    },
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  /** The console's warnings, each test's own (a failed render says why there). */
  let warn: jest.SpyInstance;
  beforeEach(() => (warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)));
  afterEach(() => warn.mockRestore());
  const plain = async () =>
    expect(await html('/visit')).toContain('<noscript>Needs JavaScript.</noscript>');

  it("puts the page's HTML in #root (no more noscript note), its answers, preloads and styles in the head", async () => {
    // Rendered by its render key: `x` is no parameter a page reads.
    const page = await html('/visit?x=1');
    expect(served(page)).toBe('<h1>Built /visit</h1><p>Open today <b>now</b></p><i>render 1</i>');
    expect(page).not.toContain('Needs JavaScript.');
    expect(page).not.toContain('<noscript>');
    // The shell's script runs once the page is used, started by the shell's boot script.
    expect(page).toContain(
      '<script defer src="/page-boot.js?abc" data-main="/main.js?abc"></script>',
    );
    expect(page).not.toContain('<script defer src=/main.js');
    expect(page).toContain(
      '<link rel="preload" as="image" href="/remotes/public-site/assets/hero.svg">',
    );
    // The remote's stylesheets inlined (no request before the first paint), allowed by hash:
    // only the rules this page's HTML uses (Beasties), media queries kept.
    expect(page).toContain('<style>h1{color:red}\n@media (min-width:40em){p{margin:0}}</style>');
    expect(page.indexOf('<style>')).toBeLessThan(page.indexOf('</head>'));
    // The answers the render read, for the browser's first render; '<' escaped inside the script.
    expect(page).toContain(
      '<script type="application/json" id="server-answers">{"hours-status":{"status":"OPEN","message":"Open today \\u003cb>now\\u003c/b>"}}</script>',
    );
    expect(asked).toEqual(['/hours/status']);
    // A sub-route glides to its section as it arrives: its script starts at once.
    expect(await html('/visit/hours')).toContain(
      '<script defer src="/page-boot.js?abc" data-main="/main.js?abc" data-at-once></script>',
    );
  });

  it("starts an event's or a sign's page's script once used, but at once where the API did not know it", async () => {
    // The page then says "not found", and its browser checks the PDF (there until its HEAD fails).
    write(
      'web/public-site/server/render.js',
      bundle('Built', "if (url.startsWith('/signs/')) await api(url).catch(() => null);"),
    );
    for (const [path, atOnce] of [
      ['/events/4', ''],
      ['/signs/north-gate', ''],
      ['/signs/west-gate', ' data-at-once'],
    ])
      expect(await html(path)).toContain(
        `<script defer src="/page-boot.js?abc" data-main="/main.js?abc"${atOnce}></script>`,
      );
  });

  it('keeps a rendered page until the answer cache drops it (a write), then renders it again', async () => {
    expect(served(await html('/visit'))).toContain('<i>render 1</i>');
    expect(served(await html('/visit'))).toContain('<i>render 1</i>');
    expect(asked).toEqual(['/hours/status']);
    message = 'Closed for the season';
    kept.clear();
    const changed = served(await html('/visit'));
    expect(changed).toContain('Closed for the season');
    expect(changed).toContain('<i>render 2</i>');
    expect(served(await html('/events'))).toContain('<i>render 3</i>');
  });

  it('renders once for any parameter no page reads, and afresh for one a page reads', async () => {
    for (const url of ['/events?u=1', '/events?u=2&v=3', '/events', '/events?'])
      expect(served(await html(url))).toBe(
        '<h1>Built /events</h1><p>Open today <b>now</b></p><i>render 1</i>',
      );
    expect(served(await html('/events?u=9&category=tours'))).toContain(
      '<h1>Built /events?category=tours</h1>',
    );
    expect(served(await html('/events?category=tours&u=1'))).toContain('<i>render 2</i>');
  });

  it('renders at most two pages at once and eight in line; past that a 503 at once, other answers unhindered', async () => {
    let open = () => undefined as void;
    held = new Promise<object>((resolve) => (open = () => resolve({})));
    // Written before the first render, so the first load reads it.
    write('web/public-site/server/render.js', bundle('Held', "await api('/held');"));
    try {
      // Twelve pages nobody asked for before, at once: two render (held), eight wait in line,
      // and the other two are refused straight away, whatever order they arrive in.
      const answers: request.Response[] = [];
      const pages = Array.from({ length: 12 }, (_, i) =>
        request(app)
          .get(`/events/${i}`)
          .then((answer) => {
            answers.push(answer);
            return answer;
          }),
      );
      while (answers.length < 2) await new Promise((resolve) => setImmediate(resolve));
      for (const refused of answers) {
        expect(refused.status).toBe(503);
        expect(refused.headers['retry-after']).toBe('5');
        expect(refused.headers['cache-control']).toBe('no-store');
        expect(refused.text).toBe(MESSAGES.siteBusy);
      }
      // What needs no render is answered meanwhile.
      await request(app).get('/registry.json').expect(200);
      await request(app).get('/remotes/public-site/remoteEntry.js').expect(200);
      expect(answers).toHaveLength(2);
      open();
      const statuses = (await Promise.all(pages)).map((page) => page.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    } finally {
      open();
    }
  });

  it("a page made ahead waits its turn but takes no visitor's place in line", async () => {
    let open = () => undefined as void;
    held = new Promise<object>((resolve) => (open = () => resolve({})));
    write('web/public-site/server/render.js', bundle('Held', "await api('/held');"));
    // A site that makes pages ahead: it needs a listening server, as in the API.
    const withAhead = express();
    const server = createServer(withAhead);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    type Ahead = { key: string; make: () => Promise<unknown> }[];
    let pagesAhead: () => Promise<Ahead> = async () => [];
    const options = webOptions();
    await mountWeb(
      Object.assign(withAhead, { getHttpServer: () => server }) as unknown as INestApplication,
      {
        ...options,
        pages: {
          ...options.pages,
          keepAhead: (pages) => {
            pagesAhead = pages as () => Promise<Ahead>;
            return () => undefined;
          },
        },
      },
    );
    const [home] = await pagesAhead();
    try {
      // Eleven visitors on pages nobody asked for: two render (held), eight wait in line, and
      // one (whichever comes last) is refused at once, so the line is full.
      const statuses: number[] = [];
      const visitors = Array.from({ length: 11 }, (_, i) =>
        request(withAhead)
          .get(`/events/${i}`)
          .then(({ status }) => statuses.push(status) && status),
      );
      while (statuses.length < 1) await new Promise((resolve) => setImmediate(resolve));
      expect(statuses).toEqual([503]);
      // A page made ahead still joins the line; another visitor still does not.
      const madeAhead = home.make();
      expect((await request(withAhead).get('/events/11')).status).toBe(503);
      open();
      expect((await Promise.all(visitors)).filter((status) => status === 200)).toHaveLength(10);
      await expect(madeAhead).resolves.toMatchObject({ rendered: true });
    } finally {
      open();
      server.close();
    }
  });

  it("picks the page's styles in a worker thread: Beasties never runs on the event loop's", async () => {
    const onThisThread = jest.spyOn(Beasties.prototype, 'process');
    try {
      const page = await html('/visit');
      expect(page).toContain('<style>h1{color:red}\n@media (min-width:40em){p{margin:0}}</style>');
      expect(onThisThread).not.toHaveBeenCalled();
    } finally {
      onThisThread.mockRestore();
    }
  });

  it('gives the page all its styles when the styles worker does not answer, and starts a new one', async () => {
    const unanswered = jest
      .spyOn(Worker.prototype, 'postMessage')
      .mockImplementation(() => undefined);
    try {
      expect(await html('/visit')).toContain('h1{color:red}.unused{color:blue}');
    } finally {
      unanswered.mockRestore();
    }
    kept.clear(); // made again, not the page kept above
    expect(await html('/visit')).toContain(
      '<style>h1{color:red}\n@media (min-width:40em){p{margin:0}}</style>',
    );
  });

  it("allows exactly the page's style attributes in its Content-Security-Policy", async () => {
    write(
      'web/public-site/server/render.js',
      remoteBundle(`return { head: '', html: '<h1>Map</h1><a style="left:5%;top:7%">1</a>' };`),
    );
    const response = await request(app).get('/map').expect(200);
    const styles = /style-src ([^;]*)/.exec(response.headers['content-security-policy'])?.[1];
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(styles).toBe(`'self' 'unsafe-hashes' ${sha('h1{color:red}')} ${sha('left:5%;top:7%')}`);
    const plain = await request(app).get('/admin').expect(200);
    expect(plain.headers['content-security-policy']).toContain("style-src 'self';");
  });

  it("inlines the shell's stylesheet in a rendered page only, allowed by its hash, and drops the font preload", async () => {
    const css = '@font-face{src:url(/assets/f.woff2)}body{margin:0}';
    write('web/shell/main.1a.css', `${css}\n/*# sourceMappingURL=main.1a.css.map*/`);
    write(
      'web/shell/index.html',
      '<!doctype html><html><head><link rel=preload href=/assets/f.woff2 as=font type=font/woff2 crossorigin><script defer src=/main.js?abc></script><link href=/main.1a.css?abc rel=stylesheet></head><body><div id="root"></div></body></html>',
    );
    const response = await request(app).get('/visit').expect(200);
    expect(response.text).toContain(`<style>${css}</style>`);
    expect(response.text).not.toContain('main.1a.css');
    // Nor is its font preloaded: that would hold the first paint (index-html.ts).
    expect(response.text).not.toContain('f.woff2 as=font');
    const sha = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    expect(response.headers['content-security-policy']).toContain(sha);
    // The plain shell (the admin area) links it, as the build wrote it.
    const plain = await html('/admin');
    expect(plain).toContain('<link href=/main.1a.css?abc rel=stylesheet>');
    expect(plain).toContain('<link rel=preload href=/assets/f.woff2 as=font');
    expect(plain).not.toContain('<style>');
  });

  it("puts the shell's whole tree in #root, in place of the template's placeholder, marked", async () => {
    write(
      'web/shell/index.html',
      '<!doctype html><html><head><title>t</title></head><body><div id="root"><header class="site-header">Placeholder</header></div></body></html>',
    );
    write('web/shell/server/render.js', shellBundle('<header>Live header</header>'));
    const page = await html('/visit');
    expect(page).toContain(
      '<div id="root" data-server-rendered><header>Live header</header><main id="main" tabindex="-1"><h1>Built /visit</h1>',
    );
    expect(page).not.toContain('Placeholder');
    // The plain shell keeps the template's placeholder, unmarked.
    expect(await html('/admin')).toContain(
      '<div id="root"><header class="site-header">Placeholder</header></div>',
    );
  });

  it('lets shared caches keep a rendered page no longer than its status holds', async () => {
    const cacheControl = async (path: string) =>
      (await request(app).get(path).expect(200)).headers['cache-control'];
    const upTo = (fresh: number, stale: number) =>
      `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${stale}, stale-if-error=86400`;
    expect(await cacheControl('/visit')).toBe(upTo(10, 60));
    statusLifetime = 25; // closing in 25 s: 10 s fresh, then at most 15 s stale
    expect(await cacheControl('/visit')).toBe(upTo(10, 15));
    statusLifetime = 4;
    expect(await cacheControl('/visit')).toBe(upTo(4, 0));
    statusLifetime = 0;
    expect(await cacheControl('/visit')).toBe(upTo(0, 0));
    // The plain shell (no status in it) keeps the pages' usual lifetime.
    expect(await cacheControl('/admin')).toBe(upTo(10, 60));
  });

  it('leaves the controls of the HTML as React rendered them: the browser hydrates them', async () => {
    write(
      'web/public-site/server/render.js',
      remoteBundle(
        `return { head: '', html: '<h1>Events</h1><select id="c"><option>All</option></select><button class="b">More</button>' };`,
      ),
    );
    expect(served(await html('/events'))).toBe(
      '<h1>Events</h1><select id="c"><option>All</option></select><button class="b">More</button>',
    );
  });

  it("inlines the exposed module's stylesheet before the chunks', as the browser loads them", async () => {
    write('web/public-site/__federation_expose_routes.cc.css', 'h1{color:blue}p{color:blue}');
    write(
      'web/public-site/server/render.js',
      remoteBundle(`return { head: '', html: '<h1>Visit</h1><p>Open</p>' };`),
    );
    const css = /<style>([^<]*)<\/style>/.exec(await html('/visit'))?.[1] ?? '';
    expect(css.indexOf('h1{color:blue}')).toBeGreaterThanOrEqual(0);
    // The chunk's h1 rule comes after the exposed module's, and so wins, as in the live page.
    expect(css.indexOf('h1{color:blue}')).toBeLessThan(css.indexOf('h1{color:red}'));
  });

  it('links the stylesheets instead when one refers to a file (url() is relative to it)', async () => {
    write('web/public-site/3.bb.css', '.c{background:url(assets/x.svg)}');
    const page = await html('/visit');
    expect(page).not.toContain('<style>');
    for (const name of ['197.f29595c392.css', '2.aa.css', '3.bb.css']) {
      expect(page).toContain(`<link rel="stylesheet" href="/remotes/public-site/${name}">`);
    }
  });

  it("puts the page's preloaded small SVG into its HTML as a data: URL, dropping the preload", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    write('web/public-site/assets/hero.svg', svg);
    // What the page shows once its picture is inside it (the home page's badge): a rule kept.
    write('web/public-site/4.dd.css', "img[src^='data:']~i{visibility:visible}");
    write(
      'web/public-site/server/render.js',
      remoteBundle(`return {
  head: '<link rel="preload" as="image" href="' + publicPath + 'assets/hero.svg">',
  html: '<img src="' + publicPath + 'assets/hero.svg" width="10"><img src="/other.svg"><i>OPEN</i>',
};`),
    );
    const page = await html('/');
    // No raw space: a `src` with one is not a valid URL to the HTML checker.
    const data = `data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22/%3E`;
    expect(served(page)).toBe(`<img src="${data}" width="10"><img src="/other.svg"><i>OPEN</i>`);
    expect(page).toMatch(/<style>[^<]*img\[src\^='data:'\]~i\{visibility:visible\}/);
    // Its preload goes: it would compete with the first paint (hydration keeps the picture).
    expect(page).not.toContain('rel="preload" as="image"');
  });

  it('does not serve the server bundles to browsers', async () => {
    await request(app).get('/server/render.js').expect(404);
    await request(app).get('/remotes/public-site/server/render.js').expect(404);
    write('data/deployments/public-site/v2/server/render.js', bundle('v2'));
    await request(app).get('/deployed/public-site/v2/server/render.js').expect(404);
    await request(app).get('/remotes/public-site/remoteEntry.js').expect(200);
    // Percent-encoded, the file server would decode them to the same files.
    for (const path of [
      '/server%2Frender.js',
      '/%73erver/render.js',
      '/remotes/public-site/%73erver/render.js',
      '/remotes/public-site/server%2frender.js',
      '/deployed/public-site/v2/%73erver%2Frender.js',
      '/%E0%A4%A',
    ])
      await request(app).get(path).expect(404);
  });

  it('publishes no source maps (they stay beside the build)', async () => {
    write('web/public-site/remoteEntry.js.map', '{"version":3,"sources":["secret.ts"]}');
    write('web/shell/main.js.map', '{"version":3,"sources":["secret.ts"]}');
    await request(app).get('/remotes/public-site/remoteEntry.js.map').expect(404);
    await request(app).get('/main.js.map').expect(404);
    await request(app).get('/main.js%2Emap').expect(404);
  });

  it('keeps an invitation page (its one-time token in the address) in no cache', async () => {
    const res = await request(app).get('/accept-invite?token=abc');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('never renders the admin area or the sign-in page with it', async () => {
    for (const path of [
      '/admin',
      '/admin/hours',
      '/test',
      '/profile',
      '/login',
      '/accept-invite',
    ]) {
      expect(await html(path)).toContain('<noscript>Needs JavaScript.</noscript>');
    }
    expect(asked).toEqual([]);
  });

  it('follows the deployed remote the registry names, and a rebuilt bundle, without a restart', async () => {
    expect(served(await html('/'))).toContain('Built /');
    write('data/deployments/public-site/v2/remoteEntry.js', 'var v2;');
    write('data/deployments/public-site/v2/server/render.js', bundle('Deployed v2'));
    write(
      'data/registry.json',
      JSON.stringify({
        remotes: [{ name: 'public_site', entry: '/deployed/public-site/v2/remoteEntry.js' }],
      }),
    );
    const deployed = await html('/events');
    expect(served(deployed)).toContain('Deployed v2 /events');
    expect(deployed).toContain('href="/deployed/public-site/v2/assets/hero.svg"');
    // Rebuilt in place (the remote-swap journey does this to dist/): read again on its new mtime.
    write('data/deployments/public-site/v2/server/render.js', bundle('Rebuilt v2'));
    const file = join(root, 'data/deployments/public-site/v2/server/render.js');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(served(await html('/events'))).toContain('Rebuilt v2 /events');
  });

  it("reads a rebuilt shell bundle again, and the remote's with the shell's new React", async () => {
    expect(served(await html('/visit'))).toContain('Built /visit');
    write(
      'web/shell/server/render.js',
      shellBundle('<header>v2</header>').replace('fromShell: true', 'fromShell: true, v: 2'),
    );
    utimesSync(join(root, 'web/shell/server/render.js'), new Date(), new Date(Date.now() + 5000));
    write(
      'web/public-site/server/render.js',
      remoteBundle(
        `return { head: '', html: '<p>React ' + react.v + '</p>' };`,
        "const react = require('react');",
      ),
    );
    const page = await html('/visit');
    expect(page).toContain(
      '<header>v2</header><main id="main" tabindex="-1"><p>React 2</p></main>',
    );
  });

  it("refuses a remote that requires a module the shell's bundle does not share", async () => {
    // react-dom is installed here, but a second copy beside the shell's React breaks its hooks.
    write(
      'web/public-site/server/render.js',
      remoteBundle(`return { head: '', html: '<h1>Two Reacts</h1>' };`, "require('react-dom');"),
    );
    expect(await html('/visit')).toContain('<noscript>Needs JavaScript.</noscript>');
    expect(String(warn.mock.calls)).toContain(
      "requires react-dom, which the shell's server bundle does not share",
    );
  });

  it('runs a deployed bundle with React, the router and its data only: no process, file system or host globals', async () => {
    // Each attempt is written into the page: refused (with the error's name) or not.
    const attempts = {
      "require('fs')": "require('fs')",
      "require('node:child_process')": "require('node:child_process')",
      'process.env': 'process.env',
      'globalThis.process': 'globalThis.process.env',
      "Function('return this')()": "Function('return this')().process.env",
      'the module scope': "this.constructor.constructor('return process')().env",
      'a shared module': "require('react').constructor.constructor('return process')().env",
      'the data source': "api.constructor.constructor('return process')().env",
      setTimeout: "setTimeout.constructor.constructor('return process')().env",
    };
    const tries = Object.entries(attempts)
      .map(([name, code]) => `[${JSON.stringify(name)}, () => ${code}]`)
      .join(',\n');
    write('data/deployments/public-site/v3/remoteEntry.js', 'var v3;');
    write(
      'data/deployments/public-site/v3/server/render.js',
      remoteBundle(`const outcome = (attempt) => {
    try {
    return attempt() === undefined ? 'refused: undefined' : 'GOT THROUGH';
    } catch (error) {
    return 'refused: ' + error.name;
    }
  };
  const tries = [${tries}];
  const failed = await api('/no-such-path').catch((error) => error);
  tries.push(['an error of the data source', () => failed.constructor.constructor('return process')().env]);
  const status = await api('/hours/status');
  return {
    head: '',
    html: '<p>' + status.message + '</p><ul>' + tries.map(([name, attempt]) => '<li>' + name + ': ' + outcome(attempt) + '</li>').join('') + '</ul>',
  };`),
    );
    write(
      'data/registry.json',
      JSON.stringify({
        remotes: [{ name: 'public_site', entry: '/deployed/public-site/v3/remoteEntry.js' }],
      }),
    );
    const page = served(await html('/visit'));
    expect(page).toBe(
      '<p>Open today <b>now</b></p><ul>' +
        [
          "require('fs'): refused: Error",
          "require('node:child_process'): refused: Error",
          'process.env: refused: ReferenceError',
          'globalThis.process: refused: TypeError',
          "Function('return this')(): refused: EvalError",
          'the module scope: refused: EvalError',
          'a shared module: refused: EvalError',
          'the data source: refused: EvalError',
          'setTimeout: refused: EvalError',
          'an error of the data source: refused: EvalError',
        ]
          .map((line) => `<li>${line}</li>`)
          .join('') +
        '</ul>',
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses a deployed bundle that uses import(): the page goes out as the plain shell', async () => {
    write('data/deployments/public-site/v4/remoteEntry.js', 'var v4;');
    write(
      'data/deployments/public-site/v4/server/render.js',
      remoteBundle(
        `const fs = await import /* out of the sandbox */ ('node:fs');
  return { head: '', html: '<h1>' + typeof fs.readFileSync + '</h1>' };`,
      ),
    );
    write(
      'data/registry.json',
      JSON.stringify({
        remotes: [{ name: 'public_site', entry: '/deployed/public-site/v4/remoteEntry.js' }],
      }),
    );
    expect(await html('/visit')).toContain('<noscript>Needs JavaScript.</noscript>');
    expect(String(warn.mock.calls)).toContain('uses import(), which a server bundle may not');
  });

  it("sends the plain shell when the shell's bundle is missing or of another contract", async () => {
    rmSync(join(root, 'web/shell/server'), { recursive: true });
    await plain();
    write(
      'web/shell/server/render.js',
      shellBundle().replace('RENDER_CONTRACT = 3', 'RENDER_CONTRACT = 1'),
    );
    await plain();
    // A remote of the first contract (it rendered its own tree with its own React) neither.
    write('web/shell/server/render.js', shellBundle());
    utimesSync(join(root, 'web/shell/server/render.js'), new Date(), new Date(Date.now() + 5000));
    write(
      'web/public-site/server/render.js',
      'exports.RENDER_CONTRACT = 1; exports.render = async () => ({ head: "", html: "<h1>Old</h1>" });',
    );
    await plain();
    expect(warn).toHaveBeenCalled();
  });

  it('sends the plain shell when the bundle is missing, broken, throws, or the remote lives elsewhere', async () => {
    write('web/public-site/server/render.js', bundle('Throws', 'throw new Error("boom");'));
    await plain();
    write('web/public-site/server/render.js', 'exports.render = 1;');
    utimesSync(
      join(root, 'web/public-site/server/render.js'),
      new Date(),
      new Date(Date.now() + 5000),
    );
    await plain();
    rmSync(join(root, 'web/public-site/server'), { recursive: true });
    await plain();
    write(
      'data/registry.json',
      JSON.stringify({
        remotes: [{ name: 'public_site', entry: 'https://cdn.example.net/ps/remoteEntry.js' }],
      }),
    );
    await plain();
    write(
      'data/registry.json',
      JSON.stringify({
        remotes: [{ name: 'public_site', entry: '/deployed/../../web/public-site/remoteEntry.js' }],
      }),
    );
    await plain();
    expect(warn).toHaveBeenCalled();
  });
});
