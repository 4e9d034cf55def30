import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export const HEADERS_TIMEOUT_MS = 15_000;
/** Open connections per address when the site faces visitors directly (a browser opens six). */
export const CONNECTIONS_PER_ADDRESS = 128;

/** Timeouts end a request sent a byte at a time; behind a proxy the per-address cap is its job. */
export function limitConnections(server: Server, behindProxy: boolean): void {
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  // Long enough for a 10 MB photo over a slow phone line (about 700 kbit/s), no longer.
  server.requestTimeout = 120_000;
  if (behindProxy) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > CONNECTIONS_PER_ADDRESS) return void socket.destroy();
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
