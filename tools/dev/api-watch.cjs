// The API in watch mode for `npm run dev`: webpack rebuilds it into tmp/dev/api on every change and
// `node --watch` restarts it when a good build lands (a failed one emits nothing). The embedded
// PostgreSQL (the API's own code, an extra entry) is started once, here, and handed to every
// restart as DATABASE_URL, so restarts take a second.
const { join } = require('node:path');
const { createInterface } = require('node:readline');
const webpack = require('webpack');
const { workspaceRoot, waitForUrl, spawnInGroup, stopGroup } = require('../lib/processes.cjs');

const outputPath = join(workspaceRoot, 'tmp/dev/api');

function apiDevConfig() {
  const config = require(join(workspaceRoot, 'apps/api/webpack.config.js'));
  return {
    ...config,
    mode: 'development',
    entry: { main: './src/main.ts', 'dev-database': './src/database/embedded-postgres.ts' },
    output: { ...config.output, path: outputPath },
    optimization: { ...config.optimization, emitOnErrors: false },
    devtool: 'source-map',
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/** Starts the watch; resolves once the API (environment `env`) answers /api/v1/health. */
async function watchApi({ env, log }) {
  const firstBuild = Promise.withResolvers();
  const watching = webpack(apiDevConfig()).watch({ aggregateTimeout: 200 }, (error, stats) => {
    if (error || stats.hasErrors()) {
      log(`API build failed; the running API stays up.\n${error ?? stats.toString('errors-only')}`);
      firstBuild.reject(new Error('The first API build failed'));
    } else {
      log(`API built in ${((stats.endTime - stats.startTime) / 1000).toFixed(1)} s`);
      firstBuild.resolve();
    }
  });
  await firstBuild.promise;

  const { startEmbeddedPostgres } = require(join(outputPath, 'dev-database.js'));
  const database = await startEmbeddedPostgres(env.DATA_DIR);
  log(`PostgreSQL (embedded, data in ${env.DATA_DIR}) is up; it stays up across API restarts.`);
  const main = join(outputPath, 'main.js');
  const args = ['--watch', '--watch-preserve-output', '--enable-source-maps', main];
  const api = spawnInGroup(process.execPath, args, {
    cwd: workspaceRoot,
    env: { ...process.env, ...env, DATABASE_URL: database.url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // What the API printed after "Museum site running at" (the setup link): dev.mjs prints it last.
  let notes = [];
  let inNotes = false;
  createInterface({ input: api.stdout }).on('line', (line) => {
    console.log(line);
    if (line.startsWith('Museum site running at')) [inNotes, notes] = [true, []];
    else if (inNotes && line.startsWith('{'))
      inNotes = false; // the next log line
    else if (inNotes) notes.push(line);
  });
  const stop = async () => {
    await new Promise((resolve) => watching.close(resolve));
    await stopGroup(api);
    await database.stop();
  };
  const health = `http://127.0.0.1:${env.PORT}/api/v1/health`;
  await waitForUrl(health, api, { seconds: 60, what: 'The API' }).catch((error) =>
    stop().then(() => Promise.reject(error)),
  );
  log(`API ready (pid ${api.pid}); it restarts after each good build`);
  return { notes: () => notes, stop };
}

module.exports = { watchApi };
