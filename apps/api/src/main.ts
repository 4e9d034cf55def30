import 'reflect-metadata';
import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import pino from 'pino';
import { ConfigError, loadConfig } from './config/app-config';
import { createApp } from './create-app';
import { startupNotes } from './startup-notes';
import { FirstRunAdmin } from './users/first-run-admin.service';
import { mountWeb } from './web/mount-web';
import { siteWebOptions } from './content/page-data';

async function main(): Promise<void> {
  const loaded = loadConfig();
  // Without DATABASE_URL, the embedded PostgreSQL in DATA_DIR: started before the app and stopped
  // after it, here (a `close` set on the Nest app is not kept: its proxy drops assignments).
  const embedded = loaded.databaseUrl
    ? null
    : await (
        await import('./database/embedded-postgres')
      ).startEmbeddedPostgres(loaded.dataDir, (line) => {
        if (loaded.logLevel === 'debug' || loaded.logLevel === 'trace') console.log(line);
      });
  const config = embedded ? { ...loaded, databaseUrl: embedded.url } : loaded;
  try {
    const app = await createApp(config);
    let closing: Promise<unknown> | undefined;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      // embedded-postgres registers (through async-exit-hook) handlers that stop PostgreSQL and exit
      // at once, cutting requests in flight: ours replace them (drain, close, then the database,
      // waited for: it writes its last checkpoint before it exits).
      process.removeAllListeners(signal);
      process.once(signal, () => {
        closing ??= drainThenClose(app)
          .finally(() => embedded?.stop())
          .finally(() => process.exit(0));
      });
    }
    // After the API routes and before listen: the web layer's catch-all must come last.
    await mountWeb(app, siteWebOptions(app, config));
    await app.listen(config.port, config.host);
    const notes = startupNotes({ ...config, setupLink: app.get(FirstRunAdmin).setupLink });
    // The start's log lines are still on their way out (pino writes asynchronously): the notes go
    // out through the same stream, behind them, so they come last.
    const logOutput = (PinoLogger.root as unknown as Record<symbol, NodeJS.WritableStream>)[
      pino.symbols.streamSym
    ];
    logOutput.write(`${notes}\n`);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

/** Requests in flight finish (10 s at most) before the database closes, uploads included. */
async function drainThenClose(app: INestApplication): Promise<void> {
  const server = app.getHttpServer() as Server;
  if (server.listening) {
    // close() ends the idle connections (Node 19+); the sweep ends each one once its answer is out.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => server.closeAllConnections(), 10_000);
    await new Promise((closed) => server.close(closed));
    clearInterval(sweep);
    clearTimeout(deadline);
  }
  await app.close();
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('The API could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
