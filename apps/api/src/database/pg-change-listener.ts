import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { Client } from 'pg';

const RECONNECT_DELAYS_MS = [100, 250, 500, 1000, 2000, 5000];

/** Every `everyMs` a NOTIFY to ourselves, which must come back within `timeoutMs`. */
const HEARTBEAT = { everyMs: 5000, timeoutMs: 3000 };

interface ChangeSubscriber {
  /** A NOTIFY arrived on `channel`: whatever was cached from it is stale. */
  changed(channel: string): void;
  /** Whether notifications can be heard; while not, a cache must read through. */
  setListening(listening: boolean): void;
}

/**
 * One dedicated connection LISTENing on the given channels for TopicCache, reconnecting with
 * back-off. A connection can die without a word (a NAT forgetting it, a frozen server): besides
 * TCP keepalive, a heartbeat NOTIFY on a channel of our own must come back in time, which proves
 * the whole path a real notification takes. After every (re)connect `setListening(true)` tells
 * the subscriber to drop everything: notifications sent while we were deaf are lost for good.
 */
export class PgChangeListener {
  private readonly logger = new Logger('PgChangeListener');
  private client: Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private attempt = 0;
  private stopped = false;
  private waiting: (() => void)[] = [];
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private heartbeatHeard: (() => void) | null = null;
  /** Ours alone, so no other process hears our heartbeats. */
  private readonly heartbeatChannel = `furnace_heartbeat_${randomBytes(6).toString('hex')}`;

  constructor(
    private readonly databaseUrl: string | null,
    private readonly channels: readonly string[],
    private readonly subscriber: ChangeSubscriber,
    private readonly heartbeat = HEARTBEAT,
  ) {}

  get isListening(): boolean {
    return this.client !== null;
  }

  /**
   * Resolves when the next notification arrives (or after `timeoutMs`). A writer asks before its
   * write and awaits it after the commit: PostgreSQL signals every listening session at the commit,
   * so by then the other processes have been told too.
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

  start(): Promise<void> {
    return this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.heartbeatTimer) clearTimeout(this.heartbeatTimer);
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }

  /** For tests: cut the connection as a network failure would. */
  simulateDisconnect(): void {
    this.client?.emit('error', new Error('simulated disconnect'));
  }

  /** The server process of the LISTEN connection (for tests that kill or freeze it). */
  get backendPid(): number | null {
    return (this.client as unknown as { processID?: number } | null)?.processID ?? null;
  }

  private async connect(): Promise<void> {
    const client = new Client({
      connectionString: this.databaseUrl ?? undefined,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: 'furnace-change-listener',
    });
    client.on('notification', (message) => {
      if (message.channel === this.heartbeatChannel) {
        this.heartbeatHeard?.();
        return;
      }
      this.subscriber.changed(message.channel);
      const waiting = this.waiting;
      this.waiting = [];
      waiting.forEach((done) => done());
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      for (const channel of [...this.channels, this.heartbeatChannel])
        await client.query(`LISTEN ${channel}`);
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
    // Anything may have changed while we were not listening: the subscriber drops everything.
    this.subscriber.setListening(true);
    this.scheduleHeartbeat(client);
  }

  private scheduleHeartbeat(client: Client): void {
    this.heartbeatTimer = setTimeout(() => void this.beat(client), this.heartbeat.everyMs);
    this.heartbeatTimer.unref();
  }

  /** NOTIFY ourselves; no answer in time means the connection is dead, whatever the socket says. */
  private async beat(client: Client): Promise<void> {
    if (this.client !== client || this.stopped) return;
    let timer: NodeJS.Timeout | undefined;
    try {
      await new Promise<void>((resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no heartbeat heard within ${this.heartbeat.timeoutMs} ms`)),
          this.heartbeat.timeoutMs,
        );
        this.heartbeatHeard = resolve;
        client.query(`NOTIFY ${this.heartbeatChannel}`).catch(reject);
      });
    } catch (error) {
      this.lost(client, error);
      return;
    } finally {
      clearTimeout(timer);
      this.heartbeatHeard = null;
    }
    if (this.client === client && !this.stopped) this.scheduleHeartbeat(client);
  }

  private lost(client: Client, error: unknown): void {
    if (this.stopped) return;
    if (this.client !== null && this.client !== client) return;
    if (this.reconnectTimer) return;
    this.client = null;
    if (this.heartbeatTimer) clearTimeout(this.heartbeatTimer);
    this.subscriber.setListening(false);
    client.removeAllListeners('notification');
    // Late events of this dead client must not start a second reconnect.
    client
      .removeAllListeners('error')
      .removeAllListeners('end')
      .on('error', () => undefined);
    client.end().catch(() => undefined);
    // A dead peer never acknowledges end(): close our side now rather than when keepalive gives up.
    (
      client as unknown as { connection?: { stream?: { destroy(): void } } }
    ).connection?.stream?.destroy();
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
