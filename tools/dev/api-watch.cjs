// The API in watch mode for `npm run dev`: rebuilt into tmp/dev/api on every change and restarted
// after each good build. The embedded PostgreSQL (the API's own code, an extra entry) is started
// once, here, and handed to every restart as DATABASE_URL, so restarts take a second.
const { join } = require('node:path');
const { createInterface } = require('node:readline');
const webpack = require('webpack');
const { workspaceRoot, waitForHealth, spawnInGroup, stopGroup } = require('../lib/processes.cjs');

const outputPath = join(workspaceRoot, 'tmp/dev/api');

function apiDevConfig() {
  const config = { ...require(join(workspaceRoot, 'apps/api/webpack.config.js')) };
  return {
    ...config,
    mode: 'development',
    entry: { main: './src/main.ts', 'dev-database': './src/database/embedded-postgres.ts' },
    output: { ...config.output, path: outputPath },
    devtool: 'source-map',
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/** Starts the watch; resolves once the API (environment `env`) answers /api/v1/health. */
async function watchApi({ env, log }) {
  const compiler = webpack(apiDevConfig());
  let database = null;
  let api = null;
  let restarting = Promise.resolve();
  let firstStart;
  // What the API printed after "Museum site running at" (the setup link): dev.mjs prints it last.
  let notes = [];
  const started = new Promise((resolve, reject) => (firstStart = { resolve, reject }));

  async function databaseUrl() {
    if (!database) {
      const { startEmbeddedPostgres } = require(join(outputPath, 'dev-database.js'));
      database = await startEmbeddedPostgres(env.DATA_DIR);
      log(`PostgreSQL (embedded, data in ${env.DATA_DIR}) is up; it stays up across API restarts.`);
    }
    return database.url;
  }

  async function restart() {
    if (api) await stopGroup(api);
    const url = await databaseUrl();
    const startedAt = Date.now();
    api = spawnInGroup(process.execPath, ['--enable-source-maps', join(outputPath, 'main.js')], {
      cwd: workspaceRoot,
      env: { ...process.env, ...env, DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const child = api;
    let inNotes = false;
    createInterface({ input: child.stdout }).on('line', (line) => {
      console.log(line);
      if (line.startsWith('Museum site running at')) [inNotes, notes] = [true, []];
      else if (inNotes && line.startsWith('{'))
        inNotes = false; // the next log line
      else if (inNotes) notes.push(line);
    });
    await waitForHealth(`http://127.0.0.1:${env.PORT}`, child, { seconds: 60, what: 'The API' });
    log(`API ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (pid ${child.pid})`);
  }

  const watching = compiler.watch({ aggregateTimeout: 200 }, (error, stats) => {
    if (error || stats.hasErrors()) {
      log(
        `API build failed; the running API (if any) stays up.\n${error ?? stats.toString('errors-only')}`,
      );
      firstStart.reject(new Error('The first API build failed'));
      return;
    }
    log(`API built in ${((stats.endTime - stats.startTime) / 1000).toFixed(1)} s; (re)starting it`);
    restarting = restarting
      .then(restart)
      .then(() => firstStart.resolve())
      .catch((problem) => {
        log(`The API did not start: ${problem.message}`);
        firstStart.reject(problem);
      });
  });

  await started;
  return {
    notes: () => notes,
    async stop() {
      await new Promise((resolve) => watching.close(resolve));
      await restarting.catch(() => undefined);
      if (api) await stopGroup(api);
      if (database) await database.stop();
    },
  };
}

module.exports = { watchApi };
