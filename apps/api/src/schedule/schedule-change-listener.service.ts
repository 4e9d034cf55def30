import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ScheduleCache } from './schedule-cache.service';
import { SCHEDULE_CHANNEL } from './schedule-snapshot';

const RECONNECT_DELAYS_MS = [100, 250, 500, 1000, 2000, 5000];

/**
 * Keeps one dedicated connection LISTENing for changes to the hours and holidays, so a write
 * through any API process (or by hand in psql) empties every process's cache at once. If the
 * connection drops it reconnects with back-off, and the cache is bypassed until it is back.
 */
@Injectable()
export class ScheduleChangeListener implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ScheduleChangeListener.name);
  private client: Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private attempt = 0;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: ScheduleCache,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }

  /** For tests: cut the connection as a network failure would. */
  simulateDisconnect(): void {
    this.client?.emit('error', new Error('simulated disconnect'));
  }

  get isListening(): boolean {
    return this.client !== null;
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.config.databaseUrl ?? undefined });
    client.on('notification', () => this.cache.invalidate());
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${SCHEDULE_CHANNEL}`);
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
    this.cache.setListening(true);
  }

  private lost(client: Client, error: unknown): void {
    if (this.stopped) return;
    if (this.client !== null && this.client !== client) return;
    if (this.reconnectTimer) return;
    this.client = null;
    this.cache.setListening(false);
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    const delay = RECONNECT_DELAYS_MS[Math.min(this.attempt++, RECONNECT_DELAYS_MS.length - 1)];
    this.logger.warn(`Change listener lost (${error instanceof Error ? error.message : String(error)}); retrying in ${delay} ms`);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, delay);
  }
}
