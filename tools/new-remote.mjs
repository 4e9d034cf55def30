#!/usr/bin/env node
// npm run new-remote -- <name> [--mount /path] [--label "Nav label"]
// Copies tools/remote-template/ into apps/<name>/ with every name filled in (package, Nx project,
// container, mount path, navigation label); apps/* is already a workspace, so nothing else changes.
import { cpSync, existsSync, globSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { workspaceRoot } from './lib/processes.cjs';

const template = join(workspaceRoot, 'tools/remote-template');

/** What the template calls things (the generator fails loudly if one goes missing). */
const TEMPLATE = {
  folder: 'remote-template',
  container: 'timeline',
  component: 'TimelineRoutes',
  mountPath: '/timeline',
  heading: 'Furnace timeline',
};

function namesFor(name, { mount, label } = {}) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name))
    throw new Error(
      `"${name}" is not a usable remote name: lower-case letters and digits, words joined by hyphens (e.g. gift-shop).`,
    );
  const words = name.split('-');
  const capitalised = words.map((word) => word[0].toUpperCase() + word.slice(1));
  const mountPath = mount ?? `/${name}`;
  if (!/^\/[a-z0-9][a-z0-9/-]*$/.test(mountPath) || mountPath.endsWith('/'))
    throw new Error(`--mount must be a path such as /${name} (got "${mountPath}")`);
  return {
    folder: name,
    packageName: `@furnace/${name}`,
    project: name,
    container: words.join('_'),
    component: `${capitalised.join('')}Routes`,
    mountPath,
    navLabel: label ?? capitalised.join(' '),
  };
}

/** [what the template says, what the new remote says]: each must occur in the template's files. */
const swapsFor = (names) => [
  [TEMPLATE.component, names.component],
  [TEMPLATE.heading, names.navLabel],
  [`'${TEMPLATE.container}`, `'${names.container}`], // name: 'timeline', 'timeline/routes'
  [`'${TEMPLATE.mountPath}`, `'${names.mountPath}`],
  [`"${TEMPLATE.mountPath}`, `"${names.mountPath}`],
  [`displayName: '${TEMPLATE.folder}'`, `displayName: '${names.project}'`],
];

function packageJsonFor(names) {
  const pkg = JSON.parse(readFileSync(join(template, 'package.json'), 'utf8'));
  pkg.name = names.packageName;
  pkg.description = `The ${names.navLabel} remote, mounted at ${names.mountPath} by the registry.`;
  pkg.nx = { ...pkg.nx, name: names.project };
  pkg.furnaceRemote = { mountPath: names.mountPath, navLabel: names.navLabel };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

async function generateRemote(name, options = {}) {
  const names = namesFor(name, options);
  const target = join(workspaceRoot, 'apps', names.folder);
  if (existsSync(target)) throw new Error(`${relative(workspaceRoot, target)} already exists.`);
  // The new names change line lengths: Prettier lays the files out again for format:check.
  const write = async (file, text) => {
    const config = await prettier.resolveConfig(file, { editorconfig: true });
    writeFileSync(file, await prettier.format(text, { ...config, filepath: file }));
  };
  try {
    cpSync(template, target, {
      recursive: true,
      filter: (source) => !/[\\/](node_modules|dist|coverage)([\\/]|$)/.test(source),
    });
    const swaps = swapsFor(names);
    const files = globSync('**/*.{js,tsx}', { cwd: target });
    const texts = files.map((file) => readFileSync(join(target, file), 'utf8'));
    const missing = swaps.find(([from]) => !texts.some((text) => text.includes(from)));
    if (missing)
      throw new Error(`${template} no longer has ${missing[0]}: update tools/new-remote.mjs`);
    for (const [i, file] of files.entries()) {
      rmSync(join(target, file));
      const text = swaps.reduce((text, [from, to]) => text.split(from).join(to), texts[i]);
      await write(join(target, file.replace(TEMPLATE.component, names.component)), text);
    }
    await write(join(target, 'package.json'), packageJsonFor(names));
  } catch (error) {
    rmSync(target, { recursive: true, force: true }); // never leave half a remote behind
    throw error;
  }
  return { ...names, dir: target };
}

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { mount: { type: 'string' }, label: { type: 'string' } },
  });
  if (positionals.length !== 1)
    throw new Error('Usage: npm run new-remote -- <name> [--mount /path] [--label "Nav label"]');
  const remote = await generateRemote(positionals[0], values);
  const folder = relative(workspaceRoot, remote.dir);
  console.log(`Created ${folder}: package ${remote.packageName}, Nx project ${remote.project},
container ${remote.container}, mounted at ${remote.mountPath} as "${remote.navLabel}".
apps/* is already a workspace: Nx and \`npm run dev\` see it now.

Next steps:
  npx nx run ${remote.project}:test    (also :lint, :typecheck, :build)
  npm run dev                 the whole site on dev servers, your remote at ${remote.mountPath}
  npm run dev -- ${remote.folder}    only your remote, in front of a running site (npm start)
  npm run deploy:remote -- ${folder} --mount ${remote.mountPath} --label "${remote.navLabel}"
Edit src/${remote.component}.tsx; keep the shared singletons in tools/webpack/common.js as they are.`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
