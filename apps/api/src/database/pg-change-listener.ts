import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Logger } from '@nestjs/common';
import { Client } from 'pg';

const RECONNECT_DELAYS_MS = [100, 250, 500, 1000, 2000, 5000];

interface ChangeSubscriber {
  /** A NOTIFY arrived on `channel`: whatever was cached from it is stale. */
  changed(channel: string): void;
  /** Whether notifications can be heard; while not, a cache must read through. */
  setListening(listening: boolean): void;
}

/** TopicCache's LISTEN connection, its heartbeat and reconnects: docs/operations.md, ADR 14. */
export class PgChangeListener {
  private readonly logger = new Logger('PgChangeListener');
  private client: Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private attempt = 0;
  private stopped = false;
  private waiting: (() => void)[] = [];
  private heartbeatHeard: (() => void) | null = null;
  private readonly heartbeatChannel = `furnace_heartbeat_${randomBytes(6).toString('hex')}`;

  constructor(
    private readonly databaseUrl: string | null,
    private readonly channels: readonly string[],
    private readonly subscriber: ChangeSubscriber,
    private readonly heartbeat = { everyMs: 5000, timeoutMs: 3000 },
  ) {}

  get isListening(): boolean {
    return this.client !== null;
  }

  /** Asked before a write, awaited after its commit: then every listening process has been told. */
  nextNotification(): Promise<void> {
    if (!this.client) return Promise.resolve();
    const heard = new Promise<void>((resolve) => this.waiting.push(resolve));
    return Promise.race([heard, sleep(250, undefined, { ref: false })]);
  }

  async start(): Promise<void> {
    const client = new Client({
      connectionString: this.databaseUrl ?? undefined,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: 'furnace-change-listener',
    });
    client.on('notification', ({ channel }) => {
      if (channel === this.heartbeatChannel) return this.heartbeatHeard?.();
      this.subscriber.changed(channel);
      this.waiting.splice(0).forEach((done) => done());
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      for (const channel of [...this.channels, this.heartbeatChannel])
        await client.query(`LISTEN ${channel}`);
    } catch (error) {
      return this.lost(client, error);
    }
    if (this.stopped) return void (await client.end().catch(() => undefined));
    this.client = client;
    this.attempt = 0;
    this.subscriber.setListening(true);
    this.beat(client).catch((error: unknown) => this.lost(client, error));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer ?? undefined);
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }

  /** For tests: cut the connection as a network failure would. */
  simulateDisconnect(): void {
    this.client?.emit('error', new Error('simulated disconnect'));
  }

  /** No answer to our own NOTIFY in time: the connection is dead, whatever the socket says. */
  private async beat(client: Client): Promise<void> {
    const { everyMs, timeoutMs } = this.heartbeat;
    for (;;) {
      await sleep(everyMs, undefined, { ref: false });
      if (this.client !== client || this.stopped) return;
      const heard = new Promise<void>((resolve) => (this.heartbeatHeard = resolve));
      const sent = client.query(`NOTIFY ${this.heartbeatChannel}`).then(() => heard);
      if ((await Promise.race([sent, sleep(timeoutMs, 'late', { ref: false })])) === 'late')
        throw new Error(`no heartbeat heard within ${timeoutMs} ms`);
    }
  }

  private lost(client: Client, error: unknown): void {
    // Late events of a client already replaced (or being replaced) start no second reconnect.
    if (this.stopped || this.reconnectTimer || (this.client && this.client !== client)) return;
    this.client = null;
    this.subscriber.setListening(false);
    client.removeAllListeners().on('error', () => undefined);
    client.end().catch(() => undefined);
    // A dead peer never acknowledges end(): close our side now rather than when keepalive gives up.
    client.connection.stream.destroy();
    const delay = RECONNECT_DELAYS_MS[Math.min(this.attempt++, RECONNECT_DELAYS_MS.length - 1)];
    this.logger.warn(
      `Change listener lost (${error instanceof Error ? error.message : String(error)}); retrying in ${delay} ms`,
    );
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.start();
    }, delay);
  }
}
