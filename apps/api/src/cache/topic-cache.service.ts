import { AsyncLocalStorage } from 'node:async_hooks';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CLOCK, type Clock } from '../clock/clock';
import { isDatabaseUnavailable } from '../database/database-failure';
import { PgChangeListener } from '../database/pg-change-listener';

/** On an answer built from a copy kept from before the database failed, and its age in seconds (docs/api.md). */
export const STALE_HEADER = 'X-Data-Stale';
export const STALE_AGE_HEADER = 'X-Data-Stale-Age';

const currentRequest = new AsyncLocalStorage<Response>();

/** Express middleware, first in line: lets the cache mark whatever answer it serves stale. */
export function trackStaleAnswers(_req: Request, res: Response, next: NextFunction): void {
  currentRequest.run(res, next);
}

export const currentResponse = (): Response | undefined => currentRequest.getStore();

/** Runs `work` (a page made in the background) with a response of its own to mark stale. */
export function asOwnRequest<T>(work: () => Promise<T>): Promise<T> {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  return currentRequest.run(res as unknown as Response, work);
}

export function markStale(res: Response | undefined, readAt: number): void {
  if (!res || res.headersSent) return;
  res.setHeader(STALE_HEADER, 'true');
  res.setHeader(STALE_AGE_HEADER, String(Math.max(0, Math.round((Date.now() - readAt) / 1000))));
}

/** What is cached, and the channel its tables' triggers NOTIFY on (see the migrations). */
const TOPIC_CHANNELS = {
  schedule: 'hours_changed',
  events: 'events_changed',
  files: 'events_changed',
  content: 'content_changed',
} as const;
export type Topic = keyof typeof TOPIC_CHANNELS;

/** While the database is down, reads get their last good copy at once; one probes it this often. */
export const PROBE_INTERVAL_MS = 2000;

/** Bound on what entries that declare a size (whole answers, stored files) hold together. */
export const MAX_SIZED_BYTES = 64 * 1024 * 1024;

interface Served {
  value: unknown;
  staleSince?: number;
}

interface Entry {
  /** The current load or fresh value; undefined when the next read must load again. */
  fresh?: Promise<Served>;
  /** Real time (Date.now): the maximum age. */
  freshUntil: number;
  /** On the Clock; a copy a day past it is forgotten on the next drop. */
  validUntil?: number;
  /** The last value loaded successfully, when its load started; served stale until `until`. */
  good?: { value: unknown; at: number; until?: number };
  bytes: number;
  tags?: readonly Topic[];
}

interface GetOptions<T> {
  /** On the Clock (the museum's midnight), or from the value: stale then, whatever its age. */
  validUntil?: number | ((value: T) => number | undefined);
  /** Other topics whose drop drops this entry too. */
  tags?: readonly Topic[];
  /** In an outage, the last good copy only until `validUntil` (ADR 9, "Outages"). */
  staleOnlyWhileValid?: boolean;
  /** Counted against MAX_SIZED_BYTES (least recently used out first); false: not kept. */
  size?: (value: T) => number | false;
  /** The topics the value was made from: fresh until one changes, with no maximum age (ADR 20). */
  untilChanged?: (value: T) => readonly Topic[] | undefined;
}

/**
 * The API's one cache (ADR 4, 9): a promise per key, set before its load starts, so a write that
 * drops a topic mid-load never leaves pre-write data behind. Nothing is fresh past
 * CACHE_MAX_AGE_MS or while LISTEN is down; a drop keeps the last good copy for outages.
 */
@Injectable()
export class TopicCache implements OnModuleInit, OnApplicationShutdown {
  private readonly entries = new Map<string, Entry>();
  private readonly listener: PgChangeListener;
  private readonly maxAgeMs: number;
  /** What the entries that declare a size hold together (MAX_SIZED_BYTES at most). */
  keptBytes = 0;
  databaseDown = false;
  private nextProbe = 0;
  private readonly changeListeners: (() => void)[] = [];
  /** Writes under way: listeners hear of their drops once, at the end. */
  private writing = 0;
  private changedMeanwhile = false;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.maxAgeMs = config.cacheMaxAgeMs;
    const channels = [...new Set(Object.values(TOPIC_CHANNELS))];
    this.listener = new PgChangeListener(config.databaseUrl, channels, {
      changed: (channel) => {
        for (const topic of Object.keys(TOPIC_CHANNELS) as Topic[])
          if (TOPIC_CHANNELS[topic] === channel) this.invalidate(topic);
      },
      setListening: (listening) => {
        if (listening) this.databaseDown = false;
        for (const entry of this.entries.values()) entry.fresh = undefined;
        this.changed();
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
    const res = currentResponse();
    const kept: Entry = this.entries.get(id) ?? { freshUntil: 0, bytes: 0 };
    // Re-inserted: the most recently used.
    this.entries.delete(id);
    this.entries.set(id, kept);
    if (kept.fresh && this.isFresh(kept, now)) return deliver<T>(kept.fresh, res);
    const lastGood = () =>
      this.clock.now().getTime() < (kept.good?.until ?? Infinity) ? kept.good : undefined;
    const known = lastGood();
    if (this.databaseDown && known) {
      if (now >= this.nextProbe) {
        this.nextProbe = now + PROBE_INTERVAL_MS;
        load().then(
          (value) => this.remember(id, kept, value, now, options),
          (error: unknown) => void error, // still down: the copy keeps serving
        );
      }
      return deliver<T>(Promise.resolve({ value: known.value, staleSince: known.at }), res);
    }
    const loading: Promise<Served> = load().then(
      (value) => {
        this.remember(id, kept, value, now, options);
        const topics = kept.fresh === loading && options.untilChanged?.(value);
        if (topics) Object.assign(kept, { tags: topics, freshUntil: Infinity });
        return { value };
      },
      (error: unknown) => {
        // A failed load must not stick: the next request tries again.
        if (kept.fresh === loading) kept.fresh = undefined;
        const good = this.entries.get(id) === kept ? lastGood() : undefined;
        if (!isDatabaseUnavailable(error)) throw error;
        if (!this.databaseDown) this.nextProbe = Date.now() + PROBE_INTERVAL_MS;
        this.databaseDown = true;
        if (good) return { value: good.value, staleSince: good.at };
        throw error;
      },
    );
    if (this.listener.isListening) {
      kept.fresh = loading;
      kept.freshUntil = now + this.maxAgeMs;
    }
    // A validUntil worked out from the value is set when it comes (remember).
    kept.validUntil = typeof options.validUntil === 'function' ? undefined : options.validUntil;
    kept.tags = options.tags;
    return deliver<T>(loading, res);
  }

  peek<T>(topic: Topic, key: string): Promise<T> | undefined {
    const hit = this.entries.get(`${topic}\u0000${key}`);
    return hit?.fresh && this.isFresh(hit, Date.now())
      ? deliver<T>(hit.fresh, currentResponse())
      : undefined;
  }

  /** Drops `topic` in this process (its last good copies stay, for outages). */
  invalidate(topic: Topic): void {
    const prefix = `${topic}\u0000`;
    const forgetBefore = this.clock.now().getTime() - 86_400_000;
    for (const [id, entry] of this.entries) {
      if (!id.startsWith(prefix) && !entry.tags?.includes(topic)) continue;
      entry.fresh = undefined;
      if (entry.validUntil !== undefined && entry.validUntil < forgetBefore) this.drop(id, entry);
    }
    this.changed();
  }

  /** `listener` runs whenever entries may have been dropped (a write, a NOTIFY, the LISTEN). */
  onChange(listener: () => void): void {
    this.changeListeners.push(listener);
  }

  private changed(): void {
    this.changedMeanwhile = this.writing > 0;
    if (!this.writing) for (const listener of this.changeListeners) listener();
  }

  /** Runs `work`, drops `topics`, then waits (at most 250 ms) for its NOTIFY to go out. */
  async write<T>(topics: readonly Topic[], work: () => Promise<T>): Promise<T> {
    const heard = this.listener.nextNotification();
    this.writing++;
    try {
      const result = await work();
      this.databaseDown = false; // it took a write: it is up
      return result;
    } finally {
      topics.forEach((topic) => this.invalidate(topic));
      await heard;
      this.writing--;
      if (this.changedMeanwhile) this.changed();
    }
  }

  /** What is made now would not be kept: from stale copies, or dropped by the write under way. */
  get unsettled(): boolean {
    return this.databaseDown || this.writing > 0;
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

  private isFresh(entry: Entry, realNow: number): boolean {
    return (
      realNow < entry.freshUntil &&
      (entry.validUntil === undefined || this.clock.now().getTime() < entry.validUntil)
    );
  }

  /** Keeps `value` as the last good copy, unless a load that started later got there first. */
  private remember<T>(
    id: string,
    entry: Entry,
    value: T,
    startedAt: number,
    options: GetOptions<T>,
  ): void {
    this.databaseDown = false; // it answered
    if (this.entries.get(id) !== entry || (entry.good && entry.good.at > startedAt)) return;
    const bytes = options.size ? options.size(value) : 0;
    if (bytes === false) return this.drop(id, entry);
    if (typeof options.validUntil === 'function') entry.validUntil = options.validUntil(value);
    this.keptBytes += bytes - entry.bytes;
    entry.bytes = bytes;
    const until = options.staleOnlyWhileValid ? entry.validUntil : undefined;
    entry.good = { value, at: startedAt, until };
    // Past the bound: the least recently used sized entries go first.
    for (const [otherId, other] of this.entries) {
      if (this.keptBytes <= MAX_SIZED_BYTES) return;
      if (other.bytes > 0) this.drop(otherId, other);
    }
  }

  private drop(id: string, entry: Entry): void {
    this.entries.delete(id);
    this.keptBytes -= entry.bytes;
  }
}

function deliver<T>(served: Promise<Served>, res: ReturnType<typeof currentResponse>): Promise<T> {
  return served.then(({ value, staleSince }) => {
    if (staleSince !== undefined) markStale(res, staleSince);
    return value as T;
  });
}
