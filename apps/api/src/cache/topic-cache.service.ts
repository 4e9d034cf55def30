import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { PgChangeListener } from '../database/pg-change-listener';

/**
 * What is cached, and the PostgreSQL channel its tables' triggers notify on (see the migrations:
 * hours_changed on opening_hours and holidays, events_changed on events and stored_files).
 */
export const TOPIC_CHANNELS = {
  schedule: 'hours_changed',
  events: 'events_changed',
  files: 'events_changed',
} as const;
export type Topic = keyof typeof TOPIC_CHANNELS;

/** Even if a notification were somehow lost, no entry is older than this. */
const MAX_AGE_MS = 60_000;
/** Bound on what entries that declare a size (stored files) may hold together. */
const MAX_SIZED_BYTES = 64 * 1024 * 1024;

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
  bytes: number;
}

export interface GetOptions<T> {
  /** Epoch ms after which the entry is stale anyway (e.g. the museum's midnight); at most a minute. */
  validUntil?: number;
  /** For big values: their size in bytes, counted against a 64 MB bound (least recently used out first), or false not to keep this one. */
  size?: (value: T) => number | false;
}

/**
 * The API's one cache: values by topic and key, in memory, each a promise set before its load
 * starts (so a write that drops a topic mid-load can never leave pre-write data behind).
 *
 * - A topic is dropped by the service that writes it (`write()`), at once in this process, and in
 *   every other API process by the NOTIFY its tables' triggers send (one LISTEN connection for
 *   all topics). `write()` then waits (at most 250 ms) for that NOTIFY to come back, so a read that
 *   follows the write's answer in another process does not race it.
 * - While the LISTEN connection is down, other processes' writes cannot be heard: nothing is kept
 *   and every read goes to the database, until it is back.
 */
@Injectable()
export class TopicCache implements OnModuleInit, OnApplicationShutdown {
  private readonly entries = new Map<string, Entry>();
  private readonly listener: PgChangeListener;
  private listening = false;
  private sizedBytes = 0;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const channels = [...new Set(Object.values(TOPIC_CHANNELS))];
    this.listener = new PgChangeListener(config.databaseUrl, channels, {
      changed: (channel) => {
        for (const topic of Object.keys(TOPIC_CHANNELS) as Topic[])
          if (TOPIC_CHANNELS[topic] === channel) this.invalidate(topic);
      },
      setListening: (listening) => {
        this.listening = listening;
        this.entries.clear();
        this.sizedBytes = 0;
      },
    });
  }

  get<T>(
    topic: Topic,
    key: string,
    load: () => Promise<T>,
    options: GetOptions<T> = {},
  ): Promise<T> {
    const id = `${topic}\u0000${key}`;
    const now = Date.now();
    const hit = this.entries.get(id);
    if (hit && now < hit.expiresAt) {
      // Re-inserting marks it most recently used.
      this.entries.delete(id);
      this.entries.set(id, hit);
      return hit.value as Promise<T>;
    }
    if (hit) this.drop(id, hit);
    const value = load();
    if (!this.listening) return value;
    const entry: Entry = {
      value,
      expiresAt: Math.min(options.validUntil ?? Infinity, now + MAX_AGE_MS),
      bytes: 0,
    };
    this.entries.set(id, entry);
    value.then(
      (loaded) => {
        if (this.entries.get(id) !== entry || !options.size) return;
        const bytes = options.size(loaded);
        if (bytes === false) return this.drop(id, entry);
        entry.bytes = bytes;
        this.sizedBytes += bytes;
        this.evict();
      },
      // A failed load must not stick: the next request tries again.
      () => {
        if (this.entries.get(id) === entry) this.drop(id, entry);
      },
    );
    return value;
  }

  /** A cached value, without loading anything. */
  peek<T>(topic: Topic, key: string): Promise<T> | undefined {
    const hit = this.entries.get(`${topic}\u0000${key}`);
    return hit && Date.now() < hit.expiresAt ? (hit.value as Promise<T>) : undefined;
  }

  /** Drops everything cached for `topic` in this process. */
  invalidate(topic: Topic): void {
    const prefix = `${topic}\u0000`;
    for (const [id, entry] of this.entries) if (id.startsWith(prefix)) this.drop(id, entry);
  }

  /**
   * Runs a write that changes `topics`, then drops them here and waits for the write's NOTIFY
   * (see the class comment). Services call this; controllers never touch the cache.
   */
  async write<T>(topics: readonly Topic[], work: () => Promise<T>): Promise<T> {
    const heard = this.listener.nextNotification();
    try {
      return await work();
    } finally {
      topics.forEach((topic) => this.invalidate(topic));
      await heard;
    }
  }

  get isListening(): boolean {
    return this.listener.isListening;
  }

  /** For tests: cut the LISTEN connection as a network failure would. */
  simulateDisconnect(): void {
    this.listener.simulateDisconnect();
  }

  onModuleInit(): Promise<void> {
    return this.listener.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.listener.stop();
  }

  private drop(id: string, entry: Entry): void {
    this.entries.delete(id);
    this.sizedBytes -= entry.bytes;
  }

  private evict(): void {
    for (const [id, entry] of this.entries) {
      if (this.sizedBytes <= MAX_SIZED_BYTES) return;
      if (entry.bytes > 0) this.drop(id, entry);
    }
  }
}
