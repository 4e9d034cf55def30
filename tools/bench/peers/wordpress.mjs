// WordPress as a peer: Debian's WordPress with its default theme and a home page of text like ours,
// served by its own nginx, php-fpm and MariaDB (each started here on its own socket or port, from
// config files written here), measured by Lighthouse's phone preset beside our `/` in one run.
//   apt-get install -y --no-install-recommends wordpress wordpress-theme-twentytwentythree \
//     php-fpm php-mysql mariadb-server nginx
//   npm run bench -- wordpress [--site http://localhost:3000]
// Everything lives in tmp/bench-wordpress (WORDPRESS_BENCH_DIR overrides); a second run reuses
// the database and the copy of WordPress there. Nothing outside that folder is written.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { loadavg, userInfo } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../../lib/chromium.cjs';
import { freePort, spawnInGroup, stopGroup, waitFor, workspaceRoot } from '../../lib/processes.cjs';
import { median } from '../harness.mjs';
import { runOnce } from '../lighthouse.mjs';

const WORDPRESS = '/usr/share/wordpress'; // Debian's package
const root = process.getuid?.() === 0;

/** The programs Debian's packages install; a clear error naming the apt command when one is missing. */
function programs() {
  const fpm = readdirSync('/usr/sbin').find((name) => /^php-fpm[\d.]+$/.test(name));
  const found = {
    nginx: '/usr/sbin/nginx',
    phpFpm: fpm && `/usr/sbin/${fpm}`,
    php: '/usr/bin/php',
    mariadbd: '/usr/sbin/mariadbd',
    installDb: '/usr/bin/mariadb-install-db',
    mariadb: '/usr/bin/mariadb',
    wordpress: `${WORDPRESS}/wp-settings.php`,
  };
  const missing = Object.entries(found).filter(([, path]) => !path || !existsSync(path));
  if (missing.length)
    throw new Error(
      `missing ${missing.map(([name]) => name).join(', ')}: apt-get install -y --no-install-recommends ` +
        'wordpress wordpress-theme-twentytwentythree php-fpm php-mysql mariadb-server nginx',
    );
  return found;
}

const run = (command, args, input, env = {}) => {
  const result = spawnSync(command, args, {
    input,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
};

// Our own words, from docs/product.md: what the home page says and offers.
const HOME_TITLE = 'Iron Furnace Museum';
const HOME_TAGLINE = 'A historic iron furnace and heritage site';
const HOME_TEXT = `
<!-- wp:heading --><h2>Welcome</h2><!-- /wp:heading -->
<!-- wp:paragraph --><p>Step inside a historic iron furnace and walk the grounds where iron was made. The museum is run together with a non-profit support association and its volunteers. <a href="/about">Learn More</a></p><!-- /wp:paragraph -->
<!-- wp:heading {"level":3} --><h3>The museum is now OPEN</h3><!-- /wp:heading -->
<!-- wp:paragraph --><p>Open Friday through Sunday. <a href="/visit">Plan Your Visit</a></p><!-- /wp:paragraph -->
<!-- wp:heading --><h2>Upcoming Programs and Events</h2><!-- /wp:heading -->
<!-- wp:list --><ul><li>Furnace tour with a guide</li><li>Blacksmithing demonstration</li><li>History talk in the casting house</li><li>Family day on the grounds</li></ul><!-- /wp:list -->
<!-- wp:paragraph --><p><a href="/events">View our full schedule</a></p><!-- /wp:paragraph -->
<!-- wp:quote --><blockquote class="wp-block-quote"><p>Every stone of this furnace tells how the valley lived and worked.</p><cite>A museum curator</cite></blockquote><!-- /wp:quote -->
<!-- wp:heading --><h2>Featured Videos</h2><!-- /wp:heading -->
<!-- wp:paragraph --><p>Watch our videos on the museum's video channel.</p><!-- /wp:paragraph -->
`;

/** Creates the site once (wp_install), then makes sure the home page is ours (idempotent). */
const SETUP_PHP = `<?php
define('WP_INSTALLING', true);
require getenv('BENCH_DOCROOT') . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
if (!is_blog_installed())
  wp_install(getenv('BENCH_TITLE'), 'bench', 'bench@example.org', true, '', wp_generate_password());
update_option('blogdescription', getenv('BENCH_TAGLINE'));
$page = get_page_by_path('home');
$post = ['post_type' => 'page', 'post_status' => 'publish', 'post_name' => 'home',
  'post_title' => 'Home', 'post_content' => getenv('BENCH_TEXT')];
$id = $page ? wp_update_post(['ID' => $page->ID] + $post) : wp_insert_post($post);
update_option('show_on_front', 'page');
update_option('page_on_front', $id);
echo get_option('template'), ' ', $GLOBALS['wp_version'], "\\n";
`;

const wpConfig = (dir, port) => `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'wordpress');
define('DB_PASSWORD', 'bench');
define('DB_HOST', 'localhost:${dir}/mysql.sock');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
define('WP_HOME', 'http://127.0.0.1:${port}');
define('WP_SITEURL', WP_HOME);
define('WP_AUTO_UPDATE_CORE', false);
define('AUTOMATIC_UPDATER_DISABLED', true);
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
const nginxConfig = (dir, port) => `daemon off;
${root ? 'user root;\n' : ''}worker_processes 1;
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
  gzip on;
  gzip_types text/css application/javascript application/json image/svg+xml;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/site;
    index index.php;
    location / { try_files $uri $uri/ /index.php?$args; }
    location ~ \\.php$ {
      include /etc/nginx/fastcgi_params;
      fastcgi_param HTTP_HOST $http_host; # with the port (Debian's params send $host)
      fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
      fastcgi_pass unix:${dir}/php.sock;
    }
  }
}
`;

/** Throws unless the home page and every script and stylesheet it links answer 200. */
async function assetsAnswer(url) {
  const home = await fetch(url);
  const html = await home.text();
  const links = [
    ...html.matchAll(/<(?:script[^>]* src|link rel='stylesheet'[^>]* href)='([^']+)'/g),
  ];
  for (const href of [url, ...links.map((match) => new URL(match[1], url).href)]) {
    const res = href === url ? home : await fetch(href);
    if (res.status !== 200) throw new Error(`WordPress: ${href} answered ${res.status}`);
  }
}

/**
 * Starts MariaDB, php-fpm and nginx (each in its own process group) and sets WordPress up.
 * Resolves to { url, theme, version, stop }; on any failure whatever was started is stopped first.
 */
export async function startWordPress({ dir = defaultDir(), log = console.log } = {}) {
  const bin = programs();
  mkdirSync(join(dir, 'nginx-tmp'), { recursive: true });
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
  const started = [];
  const stop = () => Promise.all(started.reverse().map(stopGroup));
  try {
    const data = join(dir, 'mysql');
    if (!existsSync(join(data, 'mysql'))) {
      log('  mariadb-install-db');
      run(bin.installDb, ['--no-defaults', `--datadir=${data}`, ...(root ? ['--user=root'] : [])]);
    }
    const socket = join(dir, 'mysql.sock');
    const db = spawnInGroup(
      bin.mariadbd,
      [
        '--no-defaults',
        `--datadir=${data}`,
        `--socket=${socket}`,
        `--pid-file=${dir}/mariadb.pid`,
        `--log-error=${dir}/mariadb.log`,
        '--skip-networking',
        ...(root ? ['--user=root'] : []),
      ],
      { stdio: 'ignore' },
    );
    started.push(db);
    await waitFor(
      'MariaDB',
      () => spawnSync(bin.mariadb, [`--socket=${socket}`, '-e', 'SELECT 1']).status === 0,
      db,
    );
    run(
      bin.mariadb,
      [`--socket=${socket}`, '-u', userInfo().username],
      "CREATE DATABASE IF NOT EXISTS wordpress; CREATE USER IF NOT EXISTS wordpress@localhost IDENTIFIED BY 'bench'; " +
        'GRANT ALL ON wordpress.* TO wordpress@localhost;',
    );

    started.push(
      spawnInGroup(
        bin.phpFpm,
        ['--nodaemonize', '--fpm-config', join(dir, 'php-fpm.conf'), ...(root ? ['-R'] : [])],
        { stdio: 'ignore' },
      ),
    );
    const url = `http://127.0.0.1:${port}/`;
    writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, port));
    const web = spawnInGroup(
      bin.nginx,
      ['-p', dir, '-e', `${dir}/nginx-error.log`, '-c', join(dir, 'nginx.conf')],
      { stdio: 'ignore' },
    );
    started.push(web);
    await waitFor(
      'nginx',
      () =>
        fetch(url, { method: 'HEAD', redirect: 'manual' }).then(
          () => true,
          () => false,
        ),
      web,
    );

    writeFileSync(join(dir, 'setup.php'), SETUP_PHP);
    const installed = run(bin.php, [join(dir, 'setup.php')], undefined, {
      BENCH_DOCROOT: join(dir, 'site'),
      BENCH_TITLE: HOME_TITLE,
      BENCH_TAGLINE: HOME_TAGLINE,
      BENCH_TEXT: HOME_TEXT,
    });
    await assetsAnswer(url);
    const [theme, version] = installed.trim().split(' ');
    return { url, theme, version, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const defaultDir = () =>
  process.env.WORDPRESS_BENCH_DIR ?? join(workspaceRoot, 'tmp/bench-wordpress');

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`.padStart(6);
const ms = (value) => `${Math.round(value)} ms`.padStart(7);

/**
 * Lighthouse's phone preset (its default), `runs` times each, our `/` and WordPress's home page
 * taking turns in one Chromium; the medians of performance, LCP, TBT and the JavaScript bytes.
 */
export async function benchWordPress({ baseUrl, log = console.log, runs = 3 }) {
  log('WordPress beside our home page (Lighthouse phone preset, turns taken, median of each):');
  const wordpress = await startWordPress({ log });
  try {
    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    const pages = [
      ['our /', new URL('/', baseUrl).href],
      [`WordPress ${wordpress.version} (${wordpress.theme})`, wordpress.url],
    ];
    for (const [, url] of pages) await fetch(url); // first requests warm caches on both sides
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: CHROMIUM_ARGS,
    });
    const results = pages.map(() => []);
    try {
      for (let i = 0; i < runs; i++)
        for (const [k, [, url]] of pages.entries())
          results[k].push(await runOnce(lighthouse, url, chrome.port, undefined));
    } finally {
      await chrome.kill();
    }
    // This machine is shared: the load says how much the CPU-bound figures (TBT) may have suffered.
    log(`  load average over the last 5 minutes: ${loadavg()[1].toFixed(1)} (2 cores)`);
    for (const [k, [label]] of pages.entries()) {
      const known = (key) => results[k].map((r) => r[key]).filter((v) => v !== null);
      const middle = (key) => median(known(key));
      const range = (key) =>
        `${Math.round(Math.min(...known(key)))}-${Math.round(Math.max(...known(key)))}`;
      log(
        `  ${label.padEnd(36)} perf ${String(middle('performance')).padStart(3)}` +
          `   LCP ${ms(middle('lcp'))} (${range('lcp')})   TBT ${ms(middle('tbt'))} (${range('tbt')})` +
          `   JS ${kb(middle('js'))}   all ${kb(middle('bytes'))}`,
      );
    }
  } finally {
    await wordpress.stop();
  }
}
