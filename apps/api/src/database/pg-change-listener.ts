import { Logger } from '@nestjs/common';
import { Client } from 'pg';

const RECONNECT_DELAYS_MS = [100, 250, 500, 1000, 2000, 5000];

export interface ChangeSubscriber {
  /** A NOTIFY arrived: whatever was cached is stale. */
  changed(): void;
  /** Whether notifications can be heard; while not, a cache must read through. */
  setListening(listening: boolean): void;
}

/**
 * One dedicated connection LISTENing on a channel, reconnecting with back-off; used by every cache
 * that other API processes' writes must reach (the schedule, the events listing, stored files).
 */
export class PgChangeListener {
  private readonly logger: Logger;
  private client: Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private attempt = 0;
  private stopped = false;
  private waiting: (() => void)[] = [];

  constructor(
    private readonly databaseUrl: string | null,
    private readonly channel: string,
    private readonly subscriber: ChangeSubscriber,
  ) {
    this.logger = new Logger(`PgChangeListener(${channel})`);
  }

  get isListening(): boolean {
    return this.client !== null;
  }

  /**
   * Resolves when the next notification arrives here (or after `timeoutMs`). A writer awaits it
   * after its commit: PostgreSQL delivers a NOTIFY to every listening session at once, so by then
   * the other processes have it on their sockets too, and a read that follows the write's answer
   * does not race the notification.
   */
  nextNotification(timeoutMs = 250): Promise<void> {
    if (!this.client) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, timeoutMs);
      const waiting = this.waiting;
      function done() {
        clearTimeout(timer);
        resolve();
      }
      waiting.push(done);
    });
  }

  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }

  /** For tests: cut the connection as a network failure would. */
  simulateDisconnect(): void {
    this.client?.emit('error', new Error('simulated disconnect'));
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl ?? undefined });
    client.on('notification', () => {
      this.subscriber.changed();
      const waiting = this.waiting;
      this.waiting = [];
      waiting.forEach((done) => done());
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.attempt = 0;
    // Anything may have changed while we were not listening.
    this.subscriber.setListening(true);
  }

  private lost(client: Client, error: unknown): void {
    if (this.stopped) return;
    if (this.client !== null && this.client !== client) return;
    if (this.reconnectTimer) return;
    this.client = null;
    this.subscriber.setListening(false);
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    const delay = RECONNECT_DELAYS_MS[Math.min(this.attempt++, RECONNECT_DELAYS_MS.length - 1)];
    this.logger.warn(
      `Change listener lost (${error instanceof Error ? error.message : String(error)}); retrying in ${delay} ms`,
    );
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, delay);
  }
}
