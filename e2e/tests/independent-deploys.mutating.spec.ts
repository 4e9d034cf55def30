import { readFileSync, renameSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { deployRemote, rollbackRemote } from '../../tools/lib/remote-deployments.cjs';
import { workspaceRoot } from '../../tools/lib/site-server.cjs';
import { signInThroughStorage } from '../support/admin';
import { folderChecksum } from '../support/checksum';
import { expect, test } from '../support/fixtures';
import { publicSiteVariant } from '../support/public-site-variant';
import {
  PREVIOUS_FEDERATION_PACKAGE,
  previousFederationRemote,
} from '../support/previous-federation-remote';

const dataDir = () => process.env.E2E_DATA_DIR as string;
const webRoot = () => process.env.E2E_WEB_ROOT as string;
const registryFile = () => join(dataDir(), 'registry.json');

/** Restores the registry as it was, whatever a test did to it. */
function keepRegistry() {
  const before = existsSync(registryFile()) ? readFileSync(registryFile(), 'utf8') : null;
  return () =>
    before === null
      ? rmSync(registryFile(), { force: true })
      : writeFileSync(registryFile(), before);
}

test.describe.configure({ timeout: 240_000 });

test('deploy a new public-site version under the running server, then roll it back', async ({
  page,
}) => {
  const restore = keepRegistry();
  const untouched = () => ({
    shell: folderChecksum(join(webRoot(), 'shell')),
    admin: folderChecksum(join(webRoot(), 'admin')),
  });
  const before = untouched();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404');
  try {
    const variant = publicSiteVariant('(version two)');
    const deployed = deployRemote({
      dataDir: dataDir(),
      nameOrDir: variant,
      folder: 'public-site',
      log: () => undefined,
    });
    rmSync(variant, { recursive: true, force: true });
    expect(deployed.entry).toMatch(
      /^\/deployed\/public-site\/\d{8}-\d{6}-[0-9a-f]{8}\/remoteEntry\.js$/,
    );

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404 (version two)');
    // The new version's files are immutable; the registry is not.
    const entry = await page.request.get(deployed.entry);
    expect(entry.headers()['cache-control']).toContain('immutable');
    expect((await page.request.get('/registry.json')).headers()['cache-control']).toBe('no-cache');

    rollbackRemote({ dataDir: dataDir(), name: 'public-site', log: () => undefined });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404');
    // Neither the shell nor the other remote was rebuilt or touched.
    expect(untouched()).toEqual(before);
  } finally {
    restore();
  }
});

test('an extra remote is mounted by registry configuration alone', async ({ page }) => {
  const restore = keepRegistry();
  try {
    deployRemote({
      dataDir: dataDir(),
      nameOrDir: join(workspaceRoot, 'tools/remote-template'),
      mountPath: '/timeline',
      navLabel: 'Timeline',
      log: () => undefined,
    });
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Timeline' })
      .click();
    await expect(page).toHaveURL('/timeline');
    await expect(page.getByRole('heading', { name: 'Furnace timeline' })).toBeVisible();
    await page.getByRole('link', { name: 'About this timeline' }).click();
    await expect(page).toHaveURL('/timeline/about');
    // The public site still answers everything else.
    await page.goto('/nowhere');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404');
  } finally {
    restore();
  }
});

test('a remote built with the previous patch release of Module Federation loads in the shell', async ({
  page,
}) => {
  const restore = keepRegistry();
  const previous = JSON.parse(
    readFileSync(
      join(workspaceRoot, 'node_modules', PREVIOUS_FEDERATION_PACKAGE, 'package.json'),
      'utf8',
    ),
  ).version as string;
  const current = JSON.parse(
    readFileSync(
      join(workspaceRoot, 'node_modules/@module-federation/enhanced/package.json'),
      'utf8',
    ),
  ).version as string;
  expect(previous).not.toBe(current);
  const folder = previousFederationRemote('timeline_previous_mf');
  try {
    const deployed = deployRemote({
      dataDir: dataDir(),
      nameOrDir: folder,
      mountPath: '/timeline-previous',
      navLabel: 'Older timeline',
      log: () => undefined,
    });
    // The remote really was built with the older release (its bundler runtime; runtime-core is
    // the shell's, docs/adr/0003-federation-runtime.md), and the shell with the current one.
    const manifestUrl = deployed.entry.replace(/remoteEntry\.js$/, 'mf-manifest.json');
    const manifest = await (await page.request.get(manifestUrl)).json();
    expect(manifest.metaData.pluginVersion).toBe(previous);
    const shellMain = await (await page.request.get('/main.js')).text();
    expect(shellMain).toContain(`"${current}"`);

    await page.goto('/timeline-previous');
    await expect(page.getByRole('heading', { name: 'Furnace timeline' })).toBeVisible();
    await page.getByRole('link', { name: 'About this timeline' }).click();
    await expect(page).toHaveURL('/timeline-previous/about');
    // The shell's own remotes are unaffected.
    await page.goto('/nowhere');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404');
  } finally {
    rmSync(folder, { recursive: true, force: true });
    restore();
  }
});

test('a remote that throws while rendering stays inside its boundary', async ({ page }) => {
  const restore = keepRegistry();
  try {
    deployRemote({
      dataDir: dataDir(),
      nameOrDir: join(workspaceRoot, 'e2e/fixtures/throwing-remote'),
      mountPath: '/broken',
      log: () => undefined,
    });
    await page.goto('/broken');
    await expect(page.getByRole('alert')).toContainText('did not load');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'EVENTS' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    restore();
  }
});

test('with the admin remote gone, public pages work and /admin shows the fallback', async ({
  page,
  request,
}) => {
  const admin = join(webRoot(), 'admin');
  const hidden = join(webRoot(), 'admin.removed');
  renameSync(admin, hidden);
  try {
    await page.goto('/');
    await expect(page.getByTestId('status-badge')).toBeVisible();
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await signInThroughStorage(page, request);
    await page.goto('/admin');
    await expect(page.getByRole('alert')).toContainText('Sorry, the admin area did not load.');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  } finally {
    renameSync(hidden, admin);
  }
});
