// Everything runs on the Node 24 that `npm install` brings (node@24 in devDependencies,
// docs/adr/0006-node-24.md): npm puts node_modules/.bin first on PATH in every script, so these
// tests, started by `npm test`, must themselves be running on it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import assert from 'node:assert/strict';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pinned = pkg.devDependencies.node;

test('the pinned Node is 24 and .node-version names the same release', () => {
  assert.match(pinned, /^24\.\d+\.\d+$/);
  assert.equal(readFileSync(join(root, '.node-version'), 'utf8').trim(), pinned);
  assert.match(pkg.engines.node, /^>=24\./);
});

test('node_modules/.bin/node is the pinned release', () => {
  const version = execFileSync(join(root, 'node_modules/.bin/node'), ['--version'], {
    encoding: 'utf8',
  });
  assert.equal(version.trim(), `v${pinned}`);
});

test('the test run itself is on the pinned Node (npm scripts put node_modules/.bin first)', () => {
  assert.equal(process.version, `v${pinned}`);
});
