import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deployRemote } from '../../tools/lib/remote-deployments.cjs';
import { freePort, workspaceRoot } from '../../tools/lib/site-server.cjs';
import {
  editWorkspaceFile,
  isListening,
  processesMentioning,
  scratchDataDir,
  startDev,
} from '../support/dev-loop';
import { expect, test } from '../support/fixtures';
import { useThePage } from '../support/live-page';

// The dev loop (`npm run dev`, `npm run dev -- <remote>`) and the remote generator. Mutating:
// they start dev servers (heavy on 2 cores) and deploy to the shared site, so they run alone.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const NOT_FOUND_PAGE = 'src/features/not-found/NotFoundPage.tsx';
const editHeading = (suffix: string) => (source: string) =>
  source.replace('<h1>Error 404</h1>', `<h1>Error 404 ${suffix}</h1>`);

test('npm run dev: an edit to a remote shows in the open page, Fast Refresh keeps the page, Ctrl-C stops everything', async ({
  page,
}) => {
  const scratch = scratchDataDir();
  const port = await freePort();
  // No first-run password: the fresh DATA_DIR's admin gets a one-time setup link, printed in a box.
  const dev = startDev(['--port', String(port)], {
    DATA_DIR: scratch.dataDir,
    FIRST_RUN_ADMIN_PASSWORD: '',
  });
  let edit: ReturnType<typeof editWorkspaceFile> | null = null;
  try {
    await dev.waitFor(/\[dev\] Open http:\/\/localhost:(\d+)/, 180_000);
    // The setup link comes again after "Open", so the dev servers' lines do not bury it.
    const lastLineOf = (pattern: RegExp) => dev.output.findLastIndex((line) => pattern.test(line));
    await expect
      .poll(() => lastLineOf(/^\| {3}http:\/\/localhost:\d+\/accept-invite\?token=/))
      .toBeGreaterThan(lastLineOf(/^\[dev\] Open http/));
    const remotePorts = dev.output
      .map((line) => line.match(/^\[dev\]\s+\w+\s+http:\/\/localhost:(\d+)\/remoteEntry\.js/))
      .filter((match): match is RegExpMatchArray => match !== null)
      .map((match) => Number(match[1]));
    expect(remotePorts.length).toBeGreaterThanOrEqual(2);

    // The real API and database behind the dev shell.
    const api = await page.request.get(`http://localhost:${port}/api/v1/hours/status`);
    expect(['OPEN', 'CLOSED']).toContain((await api.json()).status);
    await page.goto(`http://localhost:${port}/`);
    await expect(page.getByTestId('status-badge')).toBeVisible();

    await page.goto(`http://localhost:${port}/no-such-page`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404');
    // That heading is first the site's server-rendered HTML; the edit below is seen by
    // the live page the dev server's remote renders, so use the page until it has taken over.
    await useThePage(page);
    await page.evaluate(() => ((window as unknown as { devMarker: number }).devMarker = 7));

    const started = Date.now();
    edit = editWorkspaceFile(
      join(workspaceRoot, 'apps/public-site', NOT_FOUND_PAGE),
      editHeading('(hot)'),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404 (hot)', {
      timeout: 90_000,
    });
    const elapsed = Date.now() - started;
    test
      .info()
      .annotations.push({ type: 'edit-to-browser (npm run dev)', description: `${elapsed} ms` });
    // Fast Refresh replaced the component in place: no reload, so the page's own state is intact.
    expect(await page.evaluate(() => (window as unknown as { devMarker?: number }).devMarker)).toBe(
      7,
    );

    edit.restore();
    edit = null;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404', {
      timeout: 90_000,
    });

    // Ctrl-C: every dev server, the API and the embedded PostgreSQL stop.
    // (npm re-raises the SIGINT it got, as a shell would, so its exit code says nothing.)
    await dev.interrupt();
    expect(dev.output).toContain('[dev] stopping...');
    for (const listening of [port, ...remotePorts])
      // A server can still be closing its socket as its last output pipe closes: wait for it.
      await expect.poll(() => isListening(listening)).toBe(false);
    expect(processesMentioning(scratch.dataDir)).toEqual([]);
  } finally {
    edit?.restore();
    await dev.interrupt();
    scratch.remove();
  }
});

test('npm run dev -- <remote>: a remote from a checkout, in front of the running site', async ({
  page,
}) => {
  // A copy of public-site (two levels below the root, as apps/ are), so the workspace is untouched.
  const copy = join(workspaceRoot, 'tmp', `e2e-dev-public-site-${process.pid}`);
  rmSync(copy, { recursive: true, force: true });
  cpSync(join(workspaceRoot, 'apps/public-site'), copy, { recursive: true });
  const port = await freePort();
  const dev = startDev([
    copy,
    '--site',
    process.env.E2E_BASE_URL as string,
    '--port',
    String(port),
  ]);
  try {
    await dev.waitFor(/\[dev\] Open http:\/\/localhost:\d+/, 120_000);
    await page.goto(`http://localhost:${port}/no-such-page`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404');
    // That heading is first the site's server-rendered HTML; the edit below is seen by
    // the live page the dev server's remote renders, so use the page until it has taken over.
    await useThePage(page);
    // The page is the site's (its shell, its registry rewritten), the remote is the dev server's.
    const html = await (await page.request.get(`http://localhost:${port}/`)).text();
    expect(html).toContain('"entry":"/__dev/public-site/remoteEntry.js"');

    const page404 = join(copy, NOT_FOUND_PAGE);
    const started = Date.now();
    writeFileSync(page404, editHeading('(from my checkout)')(readFileSync(page404, 'utf8')));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Error 404 (from my checkout)',
      { timeout: 90_000 },
    );
    test.info().annotations.push({
      type: 'edit-to-browser (npm run dev -- <remote>)',
      description: `${Date.now() - started} ms`,
    });
    // The site itself still serves its own build.
    await page.goto(`${process.env.E2E_BASE_URL}/no-such-page`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404');
    await dev.interrupt();
    expect(await isListening(port)).toBe(false);
  } finally {
    await dev.interrupt();
    rmSync(copy, { recursive: true, force: true });
  }
});

test('npm run new-remote: the generated remote passes its checks, deploys and mounts', async ({
  page,
}) => {
  const name = `e2e-gen-${process.pid}`;
  const dir = join(workspaceRoot, 'apps', name);
  const registryFile = join(process.env.E2E_DATA_DIR as string, 'registry.json');
  const registryBefore = existsSync(registryFile) ? readFileSync(registryFile, 'utf8') : null;
  const run = (command: string, args: string[]) =>
    spawnSync(command, args, {
      cwd: workspaceRoot,
      encoding: 'utf8',
      env: { ...process.env, NX_DAEMON: 'false' },
    });
  try {
    const generated = run('npm', ['run', 'new-remote', '--', name, '--label', 'Generated Remote']);
    expect(generated.status, generated.stderr).toBe(0);
    expect(generated.stdout).toContain(`container ${name.replace(/-/g, '_')}`);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    expect(pkg.name).toBe(`@furnace/${name}`);
    expect(pkg.nx.name).toBe(name);
    expect(pkg.furnaceRemote).toEqual({ mountPath: `/${name}`, navLabel: 'Generated Remote' });
    expect(readFileSync(join(dir, 'webpack.config.js'), 'utf8')).toContain(
      `name: '${name.replace(/-/g, '_')}'`,
    );

    const checks = run('npx', [
      'nx',
      'run-many',
      '-t',
      'test',
      'lint',
      'typecheck',
      `--projects=${name}`,
      '--skip-nx-cache',
      '--outputStyle=static',
    ]);
    expect(checks.status, `${checks.stdout}\n${checks.stderr}`).toBe(0);
    expect(run('npx', ['prettier', '--check', dir]).status).toBe(0);

    deployRemote({
      dataDir: process.env.E2E_DATA_DIR as string,
      nameOrDir: dir,
      mountPath: `/${name}`,
      navLabel: 'Generated Remote',
      log: () => undefined,
    });
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Generated Remote' })
      .click();
    await expect(page).toHaveURL(`/${name}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Generated Remote' })).toBeVisible();
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(join(workspaceRoot, 'dist/apps', name), { recursive: true, force: true });
    if (registryBefore === null) rmSync(registryFile, { force: true });
    else writeFileSync(registryFile, registryBefore);
  }
});
