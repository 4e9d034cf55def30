// WordPress as a peer: Debian's WordPress and default theme with our pages, posts and photos, on
// its own nginx, php-fpm and MariaDB, measured by Lighthouse's phone preset beside our public
// pages, taking turns. Needs the packages in APT below.
//   npm run bench -- wordpress [--site http://localhost:3000]   RUNS=5, PAGES=/,/map,event
// Everything lives in tmp/bench-wordpress (WORDPRESS_BENCH_DIR overrides), reused by the next run.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { loadavg, userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { freePort, spawnInGroup, stopGroup, waitFor, workspaceRoot } from '../../lib/processes.cjs';
import { markdown, median, runChecked, withChromium } from '../harness.mjs';
import { medianKnown, PAGES as PUBLIC_ROUTES, withLighthouse } from '../lighthouse.mjs';
import { picture } from '../seed-events.mjs';
import { runNginx } from '../../lib/nginx.cjs';

const WORDPRESS = '/usr/share/wordpress'; // Debian's package
const APT = 'wordpress wordpress-theme-twentytwentythree php-fpm php-mysql mariadb-server nginx';
const root = process.getuid?.() === 0;
const asRoot = (flag) => (root ? [flag] : []);
// Installs the site, then our pages and posts (BENCH_CONTENT), and prints their addresses.
const SETUP_PHP = fileURLToPath(new URL('wordpress-setup.php', import.meta.url));
const PHP_FPM = readdirSync('/usr/sbin').find((name) => /^php-fpm[\d.]+$/.test(name));

// WordPress's part of each of our public pages, in our words and with our seeded events' photos.
// Each page is its title, then a block a line: `## ` a heading, `- ` a list, `|` a table row,
// `> text | cite` a quote, {{image:N}} / {{gallery:N,..}} photos (wordpress-setup.php), else a paragraph.
const PAGES = {
  home: `Home
{{image:1}}
## Welcome
Step inside a historic iron furnace and walk the grounds where iron was made. The museum is run together with a non-profit support association and its volunteers. <a href="/about/">Learn More</a>
## The museum is now OPEN
Open Friday through Sunday. <a href="/visit/">Plan Your Visit</a>
## Upcoming Programs and Events
- Guided furnace tour
- Iron pour night
- Heritage day
- Evening talk: the ironmasters
<a href="/category/events/">View our full schedule</a>
> Every stone of this furnace tells how the valley lived and worked. | A museum curator
## Featured Videos
Watch our videos on the museum's video channel.`,
  visit: `Plan Your Visit
OPEN: The museum is open today until 4:00 PM.
## Hours
| Monday - Thursday | Closed
| Friday | 9:00 AM - 4:00 PM
| Saturday | 9:00 AM - 4:00 PM
| Sunday | 12:00 PM - 4:00 PM
## Admission
| Regular (12-64) | $8.00
| Youth (2-11) | $4.00
| Reduced (65+ and motor club members) | $7.00
| Children (2 and under) | Free
<a href="https://tickets.example.org/">BUY TICKETS ONLINE</a>
## Tours
Friday and Saturday at 9:30, 11:00, 12:30 and 2:00; Sunday at 12:30 and 2:30.
Arrive 15 minutes early; reservations by phone are recommended.
## Accessibility
The tour takes about 100 steps and one room has a seven inch step. Parking is free and paved.`,
  about: `About
## History
The furnace was established in 1742 and made iron until 1883. The support association formed in 1984.
## Holdings
Tools, castings, ledgers and photographs of the ironmaking village, shown in the interpretive displays and a 15 minute film.
## Gallery
{{gallery:1,2,3,4}}
## Associates
- President
- Vice President
- Secretary
- Treasurer`,
  map: `Site Map
Explore the grounds by clicking the map.
{{image:2}}
- <strong>Buttresses</strong>: with the roasting oven
- <strong>Museum</strong>: the Visitor Center
- <strong>Museum store</strong>: books and castings
- <strong>Exhibits</strong>: interpretive displays and a 15 minute film
- <strong>Connecting shed</strong>: between the furnace and the wheel
- <strong>Giant wheel</strong>: four tons and 24 feet across
- <strong>Cart room</strong>: the charging room
- <strong>Molding room</strong>: the casting house
- <strong>Arch</strong>: the boilers
- <strong>Mansion</strong>: the ironmaster's house
- <strong>Paymaster</strong>: the paymaster's office
- <strong>Blacksmith shop</strong>: where tools were made and mended
- <strong>Wagon shop</strong>: where wagons were built
- <strong>Stable</strong>: for the draft horses
- <strong>Manager house</strong>: the furnace manager's home
- <strong>Abattoir</strong>: the village butcher
- <strong>Open pit</strong>: where the ore was mined
- <strong>Bathrooms</strong>: accessible restrooms and baby changing in the Visitor Center
- <strong>Miners village</strong>: the workers' houses
- <strong>Parking</strong>: free and paved`,
  accessibility: `Accessibility
Please phone or e-mail ahead so we can arrange accommodations.
## Parking
Parking is free and paved.
## Facilities
Accessible restrooms and baby changing are in the Visitor Center.
## Audio and Visual
The 15 minute film has captions.
## Tours
The tour takes about 100 steps; one room has a seven inch step. Walkers are allowed in the charging room, but walkers, wheelchairs and strollers are not allowed in the furnace building.
## Animals
Service animals are welcome. Pets are not allowed in buildings; dogs on a leash are allowed on the grounds.
## Sensory Considerations
The furnace building has no heating or air conditioning.
## Site Map
<a href="/map/">See the site map</a>`,
  // Our four seeded events, as posts in an Events category, each with its photo as featured image.
  'guided-furnace-tour': `Guided furnace tour
Walk the casting house, the stack and the Great Wheel with a volunteer guide.
Meet at the Great Wheel. $5, members free. Every week, 10:00 AM - 11:30 AM.`,
  'iron-pour-night': `Iron pour night
Molten iron poured into sand molds after dark.
Cancelled: storm forecast; new date to follow.`,
  'heritage-day': `Heritage day
Blacksmiths, colliers and woodworkers at work across the grounds all day.
All day.`,
  'evening-talk': `Evening talk: the ironmasters
How the ironmaster families ran the furnace, the mines and the village.
7:00 PM - 8:00 PM.`,
};
const POSTS = ['guided-furnace-tour', 'iron-pour-night', 'heritage-day', 'evening-talk'];

const wrap = (name, html) => `<!-- wp:${name} -->${html}<!-- /wp:${name} -->`;
const cells = (row) => `<td>${row.slice(2).split(' | ').join('</td><td>')}</td>`;
const BLOCKS = {
  '- ': (items) => wrap('list', `<ul>${items.map((i) => `<li>${i.slice(2)}</li>`).join('')}</ul>`),
  '| ': (rows) =>
    wrap(
      'table',
      `<figure class="wp-block-table"><table><tbody>${rows.map((row) => `<tr>${cells(row)}</tr>`).join('')}</tbody></table></figure>`,
    ),
  '##': ([line]) => wrap('heading', `<h2>${line.slice(3)}</h2>`),
  '> ': ([line]) => {
    const [text, cite] = line.slice(2).split(' | ');
    return wrap(
      'quote',
      `<blockquote class="wp-block-quote"><p>${text}</p><cite>${cite}</cite></blockquote>`,
    );
  },
  '{{': ([line]) => line,
  paragraph: ([line]) => wrap('paragraph', `<p>${line}</p>`),
};
/** One page of PAGES as WordPress blocks: [title, content]. */
function blocks(page) {
  const [title, ...lines] = page.split('\n');
  // Lines in a row starting `- ` (or `| `) are one list (or table); any other line is one block.
  const runs = lines.join('\n').match(/(^- .*\n?)+|(^\| .*\n?)+|^.+$/gm);
  const kind = (line) => (line.slice(0, 2) in BLOCKS ? line.slice(0, 2) : 'paragraph');
  const html = runs.map((run) => run.trimEnd().split('\n')).map((run) => BLOCKS[kind(run[0])](run));
  return [title, html.join('')];
}

/** Each of our routes beside the WordPress page playing its part ('event' is the seeded event's page). */
const PEERS = {
  '/': ['home', 'front page'],
  '/events': ['events', 'category archive'],
  '/visit': ['visit', 'page'],
  '/about': ['about', 'page'],
  '/map': ['map', 'page'],
  '/accessibility': ['accessibility', 'page'],
  event: ['guided-furnace-tour', 'post'],
};

const wpConfig = (dir, port) => `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'wordpress');
define('DB_PASSWORD', 'bench');
define('DB_HOST', 'localhost:${dir}/mysql.sock');
define('DB_CHARSET', 'utf8mb4');
define('WP_HOME', 'http://127.0.0.1:${port}');
define('WP_SITEURL', WP_HOME);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('DISABLE_WP_CRON', true); // no cron requests to itself (or to wordpress.org) while measured
$table_prefix = 'wp_';
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`;

const fpmConfig = (dir) => `[global]
pid = ${dir}/php-fpm.pid
error_log = ${dir}/php-fpm.log
daemonize = no
[bench]
${root ? 'user = root\ngroup = root\n' : ''}listen = ${dir}/php.sock
pm = static
pm.max_children = 2
php_admin_value[error_log] = ${dir}/php-errors.log
`;

// A usual WordPress-on-nginx server block, with gzip for text as a tuned host would have.
const wordpressNginx = (dir) => ({
  http: `  gzip on;
  gzip_types text/css application/javascript application/json image/svg+xml;`,
  server: `    index index.php;
    location / { try_files $uri $uri/ /index.php?$args; }
    location ~ \\.php$ {
      include /etc/nginx/fastcgi_params;
      fastcgi_param HTTP_HOST $http_host; # with the port (Debian's params send $host)
      fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
      fastcgi_pass unix:${dir}/php.sock;
    }`,
});

/** Throws unless the page and every script, stylesheet and image it links answer 200. */
async function assetsAnswer(url) {
  const page = await fetch(url);
  const links = /<(?:script[^>]* src|link rel='stylesheet'[^>]* href|img[^>]* src)=['"]([^'"]+)/g;
  const hrefs = [...(await page.text()).matchAll(links)].map((link) => new URL(link[1], url).href);
  for (const href of [url, ...hrefs]) {
    const res = href === url ? page : await fetch(href);
    if (res.status !== 200) throw new Error(`WordPress: ${href} answered ${res.status}`);
  }
}

/** Starts MariaDB, php-fpm, nginx, sets WordPress up: { theme, version, urls by slug }, disposable. */
async function startWordPress(log) {
  if (!PHP_FPM || !existsSync(`${WORDPRESS}/wp-settings.php`))
    throw new Error(`apt-get install -y --no-install-recommends ${APT}`);
  const dir = process.env.WORDPRESS_BENCH_DIR ?? join(workspaceRoot, 'tmp/bench-wordpress');
  mkdirSync(dir, { recursive: true });
  if (!existsSync(join(dir, 'site/wp-settings.php'))) {
    log(`  copying ${WORDPRESS} to ${dir}/site`);
    cpSync(WORDPRESS, join(dir, 'site'), {
      recursive: true,
      filter: (path) => !path.endsWith('/.htaccess') && !path.endsWith('/wp-config.php'),
    });
  }
  const port = await freePort();
  writeFileSync(join(dir, 'site/wp-config.php'), wpConfig(dir, port));
  writeFileSync(join(dir, 'php-fpm.conf'), fpmConfig(dir));
  // Stopped in reverse order: at once if this fails, else when the bench lets go of the result.
  await using started = new AsyncDisposableStack();
  const inGroup = (...args) => started.adopt(spawnInGroup(...args), stopGroup);
  const dbArgs = ['--no-defaults', `--datadir=${dir}/mysql`, ...asRoot('--user=root')];
  if (!existsSync(join(dir, 'mysql/mysql'))) {
    log('  mariadb-install-db');
    runChecked('mariadb-install-db', dbArgs);
  }
  const socket = join(dir, 'mysql.sock');
  const db = inGroup(
    '/usr/sbin/mariadbd',
    [
      ...dbArgs,
      `--socket=${socket}`,
      `--pid-file=${dir}/mariadb.pid`,
      `--log-error=${dir}/mariadb.log`,
      '--skip-networking',
    ],
    { stdio: 'ignore' },
  );
  await waitFor(
    'MariaDB',
    () => spawnSync('mariadb', [`--socket=${socket}`, '-e', 'SELECT 1']).status === 0,
    db,
  );
  runChecked('mariadb', [`--socket=${socket}`, '-u', userInfo().username], {
    input:
      "CREATE DATABASE IF NOT EXISTS wordpress; CREATE USER IF NOT EXISTS wordpress@localhost IDENTIFIED BY 'bench'; " +
      'GRANT ALL ON wordpress.* TO wordpress@localhost;',
  });

  inGroup(
    `/usr/sbin/${PHP_FPM}`,
    ['--nodaemonize', '--fpm-config', join(dir, 'php-fpm.conf'), ...asRoot('-R')],
    { stdio: 'ignore' },
  );
  // Any answer will do: before the setup below WordPress answers with a redirect.
  const init = { method: 'HEAD', redirect: 'manual' };
  started.adopt(
    await runNginx(dir, port, { ...wordpressNginx(dir), ok: () => true, init }),
    stopGroup,
  );

  const pictures = join(dir, 'pictures');
  mkdirSync(pictures, { recursive: true });
  for (let n = 1; n <= POSTS.length; n++)
    if (!existsSync(join(pictures, `picture-${n}.jpg`)))
      writeFileSync(join(pictures, `picture-${n}.jpg`), await picture(n));
  const content = {
    title: 'Iron Furnace Museum',
    tagline: 'A historic iron furnace and heritage site',
    pages: Object.fromEntries(
      Object.entries(PAGES).map(([slug, page]) => [
        slug,
        [...blocks(page), POSTS.indexOf(slug) + 1],
      ]),
    ),
  };
  const setup = () =>
    runChecked('php', [SETUP_PHP], {
      env: {
        BENCH_DOCROOT: join(dir, 'site'),
        BENCH_PICTURES: pictures,
        BENCH_CONTENT: JSON.stringify(content),
      },
    });
  const output = setup();
  const installed = JSON.parse(output === 'installed' ? setup() : output);
  for (const url of Object.values(installed.urls)) await assetsAnswer(url);
  const running = started.move();
  return { ...installed, [Symbol.asyncDispose]: () => running.disposeAsync() };
}

/** Gzip -9 bytes of the scripts (inline too) V8's coverage saw run as the page loads on a phone. */
async function javaScriptRun(browser, url) {
  const phone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
  await using context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.goto(url, { waitUntil: 'networkidle' });
  const scripts = await page.coverage.stopJSCoverage();
  return scripts
    .filter((script) => script.functions.some((fn) => fn.ranges[0]?.count > 0))
    .reduce((sum, script) => sum + gzipSync(script.source, { level: 9 }).length, 0);
}

/** Each goal, checked on our medians (NaN, never computed, meets none). */
const GOALS = [
  ['perf >= WP', 'mobile performance at least WordPress’s', (ours, wp) => ours.perf >= wp.perf],
  ['LCP <= 1.2 s', 'largest contentful paint at most 1.2 s', (ours) => ours.lcp <= 1200],
  ['TBT <= 200 ms', 'total blocking time at most 200 ms', (ours) => ours.tbt <= 200],
];

/** Lighthouse's phone preset `runs` times on each page and its WordPress peer, taking turns. */
export async function benchWordPress({ baseUrl, log, runs = 5, pages }) {
  await using wordpress = await startWordPress(log);
  const routes = pages.map((path) => {
    const peer = PEERS[path.startsWith('/events/') ? 'event' : path];
    if (!peer) throw new Error(`no WordPress page stands beside ${path}`);
    return {
      path,
      kind: peer[1],
      urls: { ours: new URL(path, baseUrl).href, wp: wordpress.urls[peer[0]] },
      results: { ours: [], wp: [] },
    };
  });
  log(
    `Our pages beside WordPress ${wordpress.version} (${wordpress.theme}), Lighthouse phone preset, ` +
      `median of ${runs} run(s) each, turns taken:`,
  );
  // One load of each first (it also warms both servers' caches): the JavaScript each page runs.
  await withChromium(async (browser) => {
    for (const route of routes)
      for (const side of ['ours', 'wp'])
        route[`${side}Js`] = await javaScriptRun(browser, route.urls[side]);
  });
  const load = []; // this machine is shared: how busy it was says how far to trust TBT
  await withLighthouse(async (lighthouse) => {
    for (let i = 0; i < runs; i++)
      for (const route of routes)
        for (const side of i % 2 ? ['wp', 'ours'] : ['ours', 'wp']) {
          route.results[side].push(await lighthouse(route.urls[side], undefined, ['performance']));
          load.push(loadavg()[0]);
        }
  });
  log(
    `  load average (1 minute, 2 cores) after each run: median ${median(load).toFixed(1)}, ` +
      `${Math.min(...load).toFixed(1)}-${Math.max(...load).toFixed(1)}`,
  );
  const figure = (value) => (Number.isNaN(value) ? 'n/a' : Math.round(value));
  const both = (route, key) => `${figure(route.ours[key])} / ${figure(route.wp[key])}`;
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const columns = ['route', 'WordPress', 'perf', 'LCP ms', 'TBT ms', 'JS run, KB gzip'];
  const rows = [[...columns, ...GOALS.map(([g]) => g)]];
  for (const route of routes) {
    for (const side of ['ours', 'wp']) {
      const middle = (key) => medianKnown(route.results[side].map((r) => r[key])) ?? NaN;
      route[side] = { perf: middle('performance'), lcp: middle('lcp'), tbt: middle('tbt') };
    }
    route.met = GOALS.map(([, , met]) => met(route.ours, route.wp));
    rows.push([
      PUBLIC_ROUTES.includes(route.path) ? route.path : `${route.path} (event)`,
      route.kind,
      ...['perf', 'lcp', 'tbt'].map((key) => both(route, key)),
      `${kb(route.oursJs)} / ${kb(route.wpJs)}`,
      ...route.met.map((met) => (met ? 'PASS' : 'NOT MET')),
    ]);
  }
  for (const line of markdown(rows)) log(`  ${line}`);
  // The goals are for the six public routes; the event's page is shown beside them.
  const goalRoutes = routes.filter((route) => PUBLIC_ROUTES.includes(route.path));
  log(`Goals (ours, on ${goalRoutes.map((route) => route.path).join(' ')}, same run):`);
  for (const [k, [, goal]] of GOALS.entries())
    log(`  ${goalRoutes.every((route) => route.met[k]) ? 'PASS   ' : 'NOT MET'} ${goal}`);
}
