// Each remote's styles are scoped to it (docs/architecture.md "Styles"): remotes, libraries and the
// remote template style their markup only with CSS Modules (`*.module.css`, class names hashed per
// file by the build), so one team's class names cannot restyle another team's page. Only the shell
// keeps global stylesheets (its base: reset, fonts, CSS variables, and its own chrome). These checks
// fail when a remote or library imports, or ships, a plain .css file.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import assert from 'node:assert/strict';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Folders whose styles must be CSS Modules: every app but the shell (and the API), every library. */
function scoped(file) {
  if (file.startsWith('libs/') || file.startsWith('tools/remote-template/')) return true;
  const app = /^apps\/([^/]+)\//.exec(file);
  return Boolean(app) && app[1] !== 'shell' && app[1] !== 'api';
}

/** Third-party stylesheets that only style their own (prefixed) classes. */
const ALLOWED_PACKAGE_CSS = new Set(['swiper/css']);

/** The .css specifiers a source file imports (`import './x.css'`, `import s from '...'`, require). */
export function globalCssImports(source) {
  const specifiers = [
    ...source.matchAll(/\b(?:import|require)\s*\(?\s*(?:[^'"]*?\bfrom\s*)?['"]([^'"]+\.css)['"]/g),
  ].map((match) => match[1]);
  return specifiers.filter(
    (specifier) => !specifier.endsWith('.module.css') && !ALLOWED_PACKAGE_CSS.has(specifier),
  );
}

function trackedFiles() {
  return execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'apps', 'libs', 'tools'],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\n')
    .filter(Boolean)
    .filter(scoped);
}

test('the detector sees side-effect, default and require imports of plain CSS', () => {
  assert.deepEqual(globalCssImports(`import './page.css';\nimport styles from './a.module.css';`), [
    './page.css',
  ]);
  assert.deepEqual(globalCssImports(`import theme from "../theme.css";`), ['../theme.css']);
  assert.deepEqual(globalCssImports(`require('./legacy.css');`), ['./legacy.css']);
  assert.deepEqual(globalCssImports(`import 'swiper/css';`), []);
});

test('no remote, library or remote template imports a plain (global) .css file', () => {
  const offenders = trackedFiles()
    .filter((file) => /\.[cm]?[jt]sx?$/.test(file))
    .flatMap((file) =>
      globalCssImports(readFileSync(join(root, file), 'utf8')).map((css) => `${file}: ${css}`),
    );
  assert.deepEqual(offenders, [], 'use a *.module.css file (CSS Modules) instead');
});

test('remotes, libraries and the remote template ship only *.module.css stylesheets', () => {
  const plain = trackedFiles().filter(
    (file) => file.endsWith('.css') && !file.endsWith('.module.css'),
  );
  assert.deepEqual(plain, [], 'rename to *.module.css and import it as a CSS Module');
});
