import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';

/** How long SIGTERM waits for requests in flight (an upload, a backup download) to finish. */
export const DRAIN_TIMEOUT_MS = 10_000;

/**
 * What SIGTERM and SIGINT do (main.ts): stop accepting connections, let requests in flight finish
 * (at most `timeoutMs`; idle keep-alive connections close at once), then close the app and the
 * database, so an upload in flight never loses its database mid-write.
 */
export async function drainThenClose(
  app: INestApplication,
  timeoutMs = DRAIN_TIMEOUT_MS,
): Promise<void> {
  const server = app.getHttpServer() as Server;
  if (server.listening) {
    await new Promise<void>((resolve) => {
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      const deadline = setTimeout(() => {
        // Whatever still runs after the grace period is cut, as before.
        server.closeAllConnections();
      }, timeoutMs);
      server.close(() => {
        clearInterval(sweep);
        clearTimeout(deadline);
        resolve();
      });
      server.closeIdleConnections();
    });
  }
  await app.close();
}
