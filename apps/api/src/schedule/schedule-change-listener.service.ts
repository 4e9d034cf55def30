import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { PgChangeListener } from '../database/pg-change-listener';
import { ScheduleCache } from './schedule-cache.service';
import { SCHEDULE_CHANNEL } from './schedule-snapshot';

/**
 * Keeps one dedicated connection LISTENing for changes to the hours and holidays, so a write
 * through any API process (or by hand in psql) empties every process's cache at once. If the
 * connection drops it reconnects with back-off, and the cache is bypassed until it is back.
 */
@Injectable()
export class ScheduleChangeListener implements OnModuleInit, OnApplicationShutdown {
  private readonly listener: PgChangeListener;

  constructor(@Inject(APP_CONFIG) config: AppConfig, cache: ScheduleCache) {
    this.listener = new PgChangeListener(config.databaseUrl, SCHEDULE_CHANNEL, {
      changed: () => cache.invalidate(),
      setListening: (listening) => cache.setListening(listening),
    });
  }

  onModuleInit(): Promise<void> {
    return this.listener.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.listener.stop();
  }

  /** See PgChangeListener.nextNotification: call before the write, await after it. */
  nextNotification(): Promise<void> {
    return this.listener.nextNotification();
  }

  /** For tests: cut the connection as a network failure would. */
  simulateDisconnect(): void {
    this.listener.simulateDisconnect();
  }

  get isListening(): boolean {
    return this.listener.isListening;
  }
}
