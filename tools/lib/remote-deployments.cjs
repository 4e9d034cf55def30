// `npm run deploy:remote` and `rollback:remote`: ONE remote built into a new, immutable
// DATA_DIR/deployments/{folder}/{version}/, then DATA_DIR/registry.json switched to it by an atomic
// rename; the running server reads it on the next page load (docs/architecture.md).
const { spawnSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const { basename, join, resolve } = require('node:path');
const { workspaceRoot } = require('./processes.cjs');

// The built-in remotes by folder, where `npm start` serves them.
const BUILT_IN = Object.fromEntries(
  require('@furnace/contracts/src/site/built-in-remotes.json').map(({ name, folder }) => [
    folder,
    { name, entry: `/remotes/${folder}/remoteEntry.js` },
  ]),
);
const BUILT_IN_VERSION = 'built-in';

const registryFile = (dataDir) => join(dataDir, 'registry.json');
const historyFile = (dataDir) => join(dataDir, 'deployments', 'history.json');

/** A built-in remote's folder ('public-site', 'admin') or a folder holding a remote's webpack.config.js. */
function resolveProject(nameOrDir) {
  if (Object.hasOwn(BUILT_IN, nameOrDir))
    return { folder: nameOrDir, dir: join(workspaceRoot, 'apps', nameOrDir) };
  const dir = resolve(nameOrDir);
  if (!fs.existsSync(join(dir, 'webpack.config.js'))) {
    throw new Error(
      `${nameOrDir} is neither a known remote (${Object.keys(BUILT_IN).join(', ')}) nor a folder with a webpack.config.js`,
    );
  }
  return { folder: basename(dir), dir };
}

function readJson(file, fallback) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
}

/** Write-then-rename: readers see the old file or the new one, never half of either. */
function writeJsonAtomically(file, value) {
  fs.mkdirSync(join(file, '..'), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

function currentRegistry(dataDir) {
  const registry = readJson(registryFile(dataDir), null);
  if (registry && Array.isArray(registry.remotes)) return registry;
  return { remotes: Object.values(BUILT_IN).map((remote) => ({ ...remote })) };
}

/** A version id that sorts by time and names the content: 20261121-103000-3fa9c2d1. */
function versionId(folder) {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(folder, { recursive: true }).map(String).sort()) {
    const full = join(folder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${hash.digest('hex').slice(0, 8)}`;
}

/** Remote `name`'s registry entry; no mountPath or navLabel: the registry keeps its own. */
const registryEntry = ({ name, mountPath, navLabel }, entry, version) => ({
  name,
  entry,
  version,
  ...(mountPath && { mountPath }),
  ...(navLabel && { navLabel }),
});

/** Updates the remote's entry in the registry, or adds it (an extra remote not yet deployed). */
const withEntry = (registry, entry) => ({
  ...registry,
  remotes: registry.remotes.some((remote) => remote.name === entry.name)
    ? registry.remotes.map((remote) =>
        remote.name === entry.name ? { ...remote, ...entry } : remote,
      )
    : [...registry.remotes, entry],
});

const switchRegistry = (dataDir, entry) =>
  writeJsonAtomically(registryFile(dataDir), withEntry(currentRegistry(dataDir), entry));

/**
 * Builds the remote in `nameOrDir` into a new version and makes it current; `folder`: publish under
 * another name (a checkout of public-site elsewhere); mountPath, navLabel for an extra remote.
 */
function deployRemote({ dataDir, nameOrDir, folder, mountPath, navLabel, log = console.log }) {
  const project = resolveProject(nameOrDir);
  project.folder = folder ?? project.folder;
  const remoteRoot = join(dataDir, 'deployments', project.folder);
  const staging = join(remoteRoot, `.staging-${process.pid}-${Date.now()}`);
  fs.mkdirSync(remoteRoot, { recursive: true });
  log(`Building ${project.folder} from ${project.dir} ...`);
  const build = spawnSync(
    join(workspaceRoot, 'node_modules/.bin/webpack'),
    ['-c', join(project.dir, 'webpack.config.js'), '--mode', 'production'],
    { cwd: workspaceRoot, env: { ...process.env, OUTPUT_PATH: staging }, encoding: 'utf8' },
  );
  const manifest = readJson(join(staging, 'mf-manifest.json'), null);
  const built = fs.existsSync(join(staging, 'remoteEntry.js')) && manifest?.name;
  if (build.status !== 0 || !built) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw new Error(
      build.status !== 0
        ? `The build of ${project.folder} failed:\n${build.stdout}${build.stderr}`
        : `${project.folder} did not build a Module Federation remote (no mf-manifest.json / remoteEntry.js)`,
    );
  }
  const version = versionId(staging);
  const target = join(remoteRoot, version);
  if (fs.existsSync(target)) fs.rmSync(staging, { recursive: true, force: true });
  else fs.renameSync(staging, target);

  const history = readJson(historyFile(dataDir), {});
  const previous = currentRegistry(dataDir).remotes.find((remote) => remote.name === manifest.name);
  const record = history[manifest.name] ?? {
    folder: project.folder,
    versions: previous
      ? [{ version: previous.version ?? BUILT_IN_VERSION, entry: previous.entry }]
      : [],
  };
  const entryPath = `/deployed/${project.folder}/${version}/remoteEntry.js`;
  const entry = registryEntry({ name: manifest.name, mountPath, navLabel }, entryPath, version);
  if (!record.versions.some((v) => v.version === version)) {
    record.versions.push({ version, entry: entry.entry, deployedAt: new Date().toISOString() });
  }
  record.current = version;
  history[manifest.name] = record;
  writeJsonAtomically(historyFile(dataDir), history);
  switchRegistry(dataDir, entry);
  log(`Deployed ${manifest.name} ${version}: ${entry.entry}`);
  return entry;
}

/** Points the registry back at an earlier version (default: the one before the current one). */
function rollbackRemote({ dataDir, name, version, log = console.log }) {
  const containerName = Object.hasOwn(BUILT_IN, name) ? BUILT_IN[name].name : name;
  const history = readJson(historyFile(dataDir), {});
  const record = history[containerName];
  if (!record) throw new Error(`No deployments of ${name} are recorded in ${historyFile(dataDir)}`);
  const index = record.versions.findIndex((v) => v.version === record.current);
  const wanted = version
    ? record.versions.find((v) => v.version === version)
    : record.versions[index - 1];
  if (!wanted) {
    const known = record.versions.map((v) => v.version).join(', ');
    throw new Error(
      version
        ? `${name} has no version ${version} (known: ${known})`
        : `${name} has no version before ${record.current}`,
    );
  }
  switchRegistry(dataDir, { name: containerName, entry: wanted.entry, version: wanted.version });
  record.current = wanted.version;
  writeJsonAtomically(historyFile(dataDir), history);
  log(`Rolled ${containerName} back to ${wanted.version}: ${wanted.entry}`);
  return wanted;
}

module.exports = { deployRemote, rollbackRemote, registryEntry, withEntry };
