import { Logger } from '@nestjs/common';
import { Client } from 'pg';

const RECONNECT_DELAYS_MS = [100, 250, 500, 1000, 2000, 5000];

export interface ChangeSubscriber {
  /** A NOTIFY arrived on `channel`: whatever was cached from it is stale. */
  changed(channel: string): void;
  /** Whether notifications can be heard; while not, a cache must read through. */
  setListening(listening: boolean): void;
}

/**
 * One dedicated connection LISTENing on the given channels, reconnecting with back-off. The
 * only user is ChangeFeed (cache/change-feed.service.ts).
 */
export class PgChangeListener {
  private readonly logger = new Logger('PgChangeListener');
  private client: Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private attempt = 0;
  private stopped = false;
  private waiting: (() => void)[] = [];

  constructor(
    private readonly databaseUrl: string | null,
    private readonly channels: readonly string[],
    private readonly subscriber: ChangeSubscriber,
  ) {}

  get isListening(): boolean {
    return this.client !== null;
  }

  /**
   * Resolves when the next notification arrives here (or after `timeoutMs`). A writer asks for it
   * before its write and awaits it after the commit: PostgreSQL signals every listening session
   * at the commit, so by then the other processes have been told too.
   */
  nextNotification(timeoutMs = 250): Promise<void> {
    if (!this.client) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.waiting.push(done);
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
    client.on('notification', (message) => {
      this.subscriber.changed(message.channel);
      const waiting = this.waiting;
      this.waiting = [];
      waiting.forEach((done) => done());
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      for (const channel of this.channels) await client.query(`LISTEN ${channel}`);
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
