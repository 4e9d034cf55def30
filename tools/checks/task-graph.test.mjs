// Nx rebuilds an app when a library it depends on changes, but it only knows the dependencies it
// can see: imports of `@furnace/*` packages. A library that reaches a build some other way (a
// webpack alias or path into libs/, as the retired libs/federation-runtime did) is invisible, and
// Nx then serves a stale shell or remote from its cache. These checks fail when that happens.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import assert from 'node:assert/strict';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const nx = join(root, 'node_modules/.bin/nx');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

function projectGraph() {
  const folder = mkdtempSync(join(tmpdir(), 'nx-graph-'));
  try {
    execFileSync(nx, ['graph', `--file=${join(folder, 'graph.json')}`], {
      cwd: root,
      env,
      stdio: 'ignore',
    });
    return JSON.parse(readFileSync(join(folder, 'graph.json'), 'utf8')).graph;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Project name -> its folder, for the libraries. */
function libraries(graph) {
  return Object.fromEntries(
    Object.entries(graph.nodes)
      .filter(([, node]) => node.data.root.startsWith('libs/'))
      .map(([name, node]) => [name, node.data.root]),
  );
}

/** Every webpack config a project's build reads: its own and the shared pieces it requires. */
function webpackSources(projectRoot) {
  const own = join(root, projectRoot, 'webpack.config.js');
  if (!existsSync(own)) return [];
  const shared = readdirSync(join(root, 'tools/webpack')).map((file) =>
    join(root, 'tools/webpack', file),
  );
  return [own, ...shared].map((file) => readFileSync(file, 'utf8'));
}

const graph = projectGraph();
const libs = libraries(graph);
const apps = Object.entries(graph.nodes).filter(([, node]) =>
  existsSync(join(root, node.data.root, 'webpack.config.js')),
);

test('the graph knows the apps and libraries', () => {
  assert.ok(apps.length >= 4, `apps with a webpack build: ${apps.map(([name]) => name)}`);
  assert.ok(Object.keys(libs).length >= 5, `libraries: ${Object.keys(libs)}`);
});

for (const [app, node] of apps) {
  test(`${app}: every library its webpack build points into is an Nx dependency`, () => {
    const mentioned = Object.entries(libs).filter(([, libRoot]) =>
      webpackSources(node.data.root).some((source) => source.includes(libRoot)),
    );
    const known = new Set(graph.dependencies[app].map((dependency) => dependency.target));
    for (const [lib, libRoot] of mentioned) {
      assert.ok(
        known.has(lib),
        `${app}'s webpack build reads ${libRoot}, but Nx does not know ${app} depends on ${lib}`,
      );
    }
  });
}

/** The projects Nx marks as affected by a change to `file`. */
const affectedBy = (file) =>
  execFileSync(nx, ['show', 'projects', '--affected', `--files=${file}`], {
    cwd: root,
    env,
    encoding: 'utf8',
  })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

test('a change to a shared library marks every app that uses it as affected', () => {
  const affected = affectedBy('libs/router/src/index.ts');
  for (const app of ['shell', 'public-site', 'admin', 'remote-template']) {
    assert.ok(
      affected.includes(app),
      `${app} is not affected by libs/router: ${affected.join(', ')}`,
    );
  }
});

test('a change to the shared webpack pieces marks every front end as affected', () => {
  const affected = affectedBy('tools/webpack/common.js');
  for (const app of ['shell', 'public-site', 'admin'])
    assert.ok(affected.includes(app), `${app} is not affected by tools/webpack/common.js`);
});
