// The remotes `npm run dev` serves: the built-in ones and every workspace folder whose package.json
// declares `"furnaceRemote": { "mountPath", "navLabel" }` (as `npm run new-remote` writes).
const { existsSync, globSync, readFileSync } = require('node:fs');
const { basename, dirname, join, resolve } = require('node:path');
const { workspaceRoot } = require('../lib/processes.cjs');

const BUILT_IN = require('@furnace/contracts/src/site/built-in-remotes.json').map(
  ({ name, folder }) => ({ name, folder, dir: join(workspaceRoot, 'apps', folder) }),
);

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Every folder the root package.json lists as a workspace. */
const workspaceFolders = () =>
  globSync(
    readJson(join(workspaceRoot, 'package.json')).workspaces.map(
      (pattern) => `${pattern}/package.json`,
    ),
    { cwd: workspaceRoot },
  ).map((file) => join(workspaceRoot, dirname(file)));

/** The container name a remote's webpack config gives it (output.uniqueName), not compiling. */
function containerNameOf(dir) {
  const configure = require(join(dir, 'webpack.config.js')); // the API's is an object
  const config =
    typeof configure === 'function' ? configure({}, { mode: 'development' }) : configure;
  return config.output?.uniqueName ?? basename(dir).replace(/[^A-Za-z0-9_]/g, '_');
}

/** A remote described by a folder: built-in (or another checkout of one), or `furnaceRemote`. */
function describe(dir) {
  const absolute = resolve(dir);
  if (!existsSync(join(absolute, 'webpack.config.js'))) return null;
  const name = containerNameOf(absolute);
  const builtIn = BUILT_IN.find((remote) => remote.name === name);
  if (builtIn) return { ...builtIn, dir: absolute };
  const packageFile = join(absolute, 'package.json');
  const declared = existsSync(packageFile) ? readJson(packageFile).furnaceRemote : undefined;
  return declared ? { folder: basename(absolute), name, dir: absolute, ...declared } : null;
}

/** The built-in remotes, then every extra remote registered as a workspace. */
function workspaceRemotes() {
  const extras = workspaceFolders()
    .filter((dir) => !BUILT_IN.some((remote) => remote.dir === dir))
    .map(describe)
    .filter(Boolean);
  return [...BUILT_IN.map((remote) => ({ ...remote })), ...extras];
}

/** 'public-site', a container name ('public_site'), or a folder such as apps/my-remote. */
function findRemote(nameOrDir) {
  const remotes = workspaceRemotes();
  const remote =
    remotes.find((known) => known.folder === nameOrDir || known.name === nameOrDir) ??
    describe(nameOrDir);
  if (remote) return remote;
  throw new Error(
    `${nameOrDir} is not a remote. Known: ${remotes.map((known) => known.folder).join(', ')}; or give a folder whose package.json has "furnaceRemote".`,
  );
}

module.exports = { workspaceRemotes, findRemote };
