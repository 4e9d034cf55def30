import { spawnSync } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { folderChecksum } from '../support/checksum';
import { expect, test } from '../support/fixtures';
import { publicSiteVariant } from '../support/public-site-variant';
import { workspaceRoot } from '../../tools/lib/site-server.cjs';

const webRoot = () => process.env.E2E_WEB_ROOT as string;

/** Builds a copy of the public-site sources with one visible change into `outputPath`. */
function buildVariant(outputPath: string): void {
  const copy = publicSiteVariant('(rebuilt)');
  const result = spawnSync(
    join(workspaceRoot, 'node_modules/.bin/webpack'),
    ['-c', join(copy, 'webpack.config.js'), '--mode', 'production'],
    { cwd: workspaceRoot, env: { ...process.env, OUTPUT_PATH: outputPath }, encoding: 'utf8' },
  );
  rmSync(copy, { recursive: true, force: true });
  expect(result.status, result.stderr + result.stdout).toBe(0);
}

test('a rebuilt public-site swapped in under the running server shows on reload', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const live = join(webRoot(), 'public-site');
  const next = join(webRoot(), 'public-site.next');
  const previous = join(webRoot(), 'public-site.previous');
  const shellBefore = folderChecksum(join(webRoot(), 'shell'));
  const serverPid = Number(process.env.E2E_SERVER_PID);
  const serverAlive = () => {
    process.kill(serverPid, 0); // throws if that process has gone
    return true;
  };
  expect(serverAlive()).toBe(true);

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404');

  buildVariant(next);
  renameSync(live, previous);
  renameSync(next, live);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404 (rebuilt)');
    // The shell's files are byte for byte the same, and the same server process answered throughout.
    expect(folderChecksum(join(webRoot(), 'shell'))).toBe(shellBefore);
    expect(serverAlive()).toBe(true);
    expect((await request.get('/api/v1/health')).ok()).toBe(true);
  } finally {
    rmSync(live, { recursive: true, force: true });
    renameSync(previous, live);
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404');
});
