// The built site as `npm start` runs it, for the e2e tests and the benchmarks: a free port, a fresh
// DATA_DIR and a private copy of the front ends (a test may swap a remote's files).
const { chmodSync, cpSync, mkdtempDisposableSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { workspaceRoot, SITE_APPS, freePort, nxBuild, startNode } = require('./processes.cjs');

/** `nx run-many -t build` for the apps: unchanged ones come from the Nx cache. */
function buildSite() {
  if (!nxBuild(SITE_APPS)) throw new Error(`Building ${SITE_APPS.join(', ')} failed`);
}

// The first-run admin's password of every site these tools start, inherited by workers and
// children. Only this harness sets it: `npm start` and `npm run dev` never load this file.

process.env.FIRST_RUN_ADMIN_PASSWORD ||= `site-${require('node:crypto').randomBytes(18).toString('base64url')}`;

/** Starts tools/start.mjs --no-build; resolves once /api/v1/health answers. */
async function startSite({ env: extraEnv = {}, onSpawn } = {}) {
  const scratch = mkdtempDisposableSync(join(tmpdir(), 'furnace-site-'));
  // mkdtemp makes the folder private to root; the embedded PostgreSQL runs as its own user.
  chmodSync(scratch.path, 0o755);
  const webRoot = join(scratch.path, 'web');
  const dataDir = join(scratch.path, 'data');
  cpSync(join(workspaceRoot, 'dist/apps'), webRoot, { recursive: true });
  const args = [join(workspaceRoot, 'tools/start.mjs'), '--no-build'];
  const env = (baseUrl) => ({
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    WEB_ROOT: webRoot,
    LOG_LEVEL: 'warn',
    // The journeys sign in many times from one address; the throttle's own tests are the API's.
    LOGIN_THROTTLE_LIMIT: '100',
    ...extraEnv,
  });
  const site = await startNode(args, env, { what: 'The site', onSpawn, scratch });
  return { ...site, baseUrl: site.base, dataDir, webRoot };
}

module.exports = { workspaceRoot, SITE_APPS, freePort, buildSite, startSite };
