import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { PgChangeListener, type ChangeSubscriber } from '../database/pg-change-listener';

/** The channel the events and stored_files triggers notify on (see migration 1763712000004). */
export const EVENTS_CHANNEL = 'events_changed';

/**
 * One LISTEN connection per process for changes to events and stored files, shared by the caches
 * that depend on them (the events listing, small served files).
 */
@Injectable()
export class StoreChanges implements OnModuleInit, OnApplicationShutdown {
  private readonly subscribers: ChangeSubscriber[] = [];
  private readonly listener: PgChangeListener;
  private listening = false;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.listener = new PgChangeListener(config.databaseUrl, EVENTS_CHANNEL, {
      changed: () => this.subscribers.forEach((s) => s.changed()),
      setListening: (listening) => {
        this.listening = listening;
        this.subscribers.forEach((s) => s.setListening(listening));
      },
    });
  }

  subscribe(subscriber: ChangeSubscriber): void {
    this.subscribers.push(subscriber);
    subscriber.setListening(this.listening);
  }

  get isListening(): boolean {
    return this.listener.isListening;
  }

  async onModuleInit(): Promise<void> {
    await this.listener.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.listener.stop();
  }
}
