import {
  CallHandler,
  ExecutionContext,
  Inject,
  Injectable,
  NestInterceptor,
  OnApplicationShutdown,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { NextFunction, Request, Response } from 'express';
import { from, lastValueFrom, mergeMap, of, tap, type Observable } from 'rxjs';
import {
  CachedJson,
  CachedReply,
  endReply,
  replyBody,
  type CachedBody,
} from '../common/cached-json';
import { CLOCK, type Clock } from '../clock/clock';
import { Schedule } from '../schedule/schedule.service';
import {
  asOwnRequest,
  currentResponse,
  STALE_AGE_HEADER,
  STALE_HEADER,
  TopicCache,
  type Topic,
} from './topic-cache.service';

interface AnswerPolicy {
  /** The topics whose writes drop the answer. */
  tags: readonly [Topic, ...Topic[]];
  /** The query parameters the route reads: the only ones in the key (`?u=123` is the same answer). */
  query?: readonly string[];
  /** false: never kept, but made from `tags` alone: a page reading it is kept until they change. */
  whole?: false;
}

const POLICY = 'furnace:cached-answer';
const WRITES = 'furnace:writes';

/** Keeps the whole answer until a write names a topic, midnight, its `until` or the max age. */
export const CachedAnswer = (policy: AnswerPolicy) => SetMetadata(POLICY, policy);

/** On a controller or handler: its writes (not GET, HEAD, OPTIONS) change `topics` (TopicCache.write). */
export const Writes = (...topics: Topic[]) => SetMetadata(WRITES, topics);

export const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ALL_TOPICS = ['content', 'schedule', 'events', 'files'] as const;

export interface KeptPage {
  body: CachedBody;
  /** The API paths its render read (`/events/4`), when every read answered. */
  reads?: string[];
  /** A read was a 404 (a draft, an unknown sign): not kept, the thing may come any moment. */
  missing?: boolean;
  /** Set by Answers.page: when (Clock) the page may change by itself (its status, midnight). */
  until?: number;
  /** Set by Answers.page when every read is a kept answer: kept until one of these changes. */
  topics?: Topic[];
}

interface AheadPage {
  key: string;
  make: () => Promise<KeptPage>;
}

/** What every page shows besides its reads: the museum's JSON-LD (web/mount-web.ts jsonLd). */
const EVERY_PAGE: readonly Topic[] = ['content', 'schedule'];
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Headers that belong to one sending of an answer, not to the answer: never replayed. */
const PER_SENDING = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'etag',
  'cache-control',
  STALE_HEADER.toLowerCase(),
  STALE_AGE_HEADER.toLowerCase(),
]);

/**
 * Whole answers of public GETs (ADR 9): kept on a miss by `intercept`, sent on a hit by `serve`
 * (first in line, with the headers the pipeline put on the route's first answer). Never for a
 * signed-in request.
 */
@Injectable()
export class Answers implements NestInterceptor, OnApplicationShutdown {
  /** For tests: how many answers and pages were made. */
  loads = 0;
  pageLoads = 0;
  /** Each route answered whole once, with the headers the pipeline put on it. */
  private readonly routes = new Map<
    string,
    { policy: AnswerPolicy; headers: Record<string, string> }
  >();
  private ahead?: () => Promise<AheadPage[]>;
  /** Set by the web layer: sends kept pages before the pipeline (ADR 40). */
  pagesFirst?: (req: Request, res: Response, next: NextFunction) => void;
  private making?: Promise<void>;
  private makeAgain = false;
  private wake?: NodeJS.Timeout;
  private quiet?: NodeJS.Timeout;
  /** For tests: when (Clock) the pages kept ahead are next made again. */
  pagesWakeAt?: number;
  /** A round of pages made ahead starts once the writes have paused this long (ADR 39). */
  quietMs = 500;
  private closed = false;

  constructor(
    private readonly cache: TopicCache,
    private readonly reflector: Reflector,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly schedule: Schedule,
  ) {}

  readonly serve = (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' || req.headers.authorization) return next();
    const route = this.routes.get(req.path);
    if (!route) return this.pagesFirst ? this.pagesFirst(req, res, next) : next();
    const { policy, headers } = route;
    const key = keyOf(req.path, req.originalUrl.split('?')[1], policy);
    const kept = this.cache.peek(policy.tags[0], key);
    if (!kept) return next();
    kept.then(
      (reply) => {
        if (!(reply instanceof CachedReply)) return next();
        endReply(reply, req, res, this.clock.now(), headers).catch(() => res.destroy());
      },
      () => next(),
    );
  };

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const policy = this.reflector.get<AnswerPolicy | undefined>(POLICY, context.getHandler());
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const send = mergeMap((value: unknown) =>
      value instanceof CachedReply ? from(replyBody(value, req, res, this.clock.now())) : of(value),
    );
    const writes = this.reflector.getAllAndOverride<Topic[] | undefined>(WRITES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (writes && !READS.has(req.method)) {
      const write = this.cache.write(writes, () =>
        lastValueFrom(next.handle(), { defaultValue: undefined }),
      );
      return from(write).pipe(send);
    }
    if (!policy || policy.whole === false || req.method !== 'GET' || req.headers.authorization) {
      if (policy?.whole === false && !req.headers.authorization)
        res.once('finish', () => this.learn(req, res, policy));
      else if (policy) this.loads++;
      return next.handle().pipe(send);
    }
    const load = async (): Promise<unknown> => {
      this.loads++;
      const value = await lastValueFrom(next.handle());
      const passThrough = value instanceof Response || value === undefined;
      return value instanceof CachedReply || passThrough ? value : new CachedJson(value).reply();
    };
    const key = keyOf(req.path, req.originalUrl.split('?')[1], policy);
    const answer = this.keepWhole(policy.tags, key, load, res, (made) =>
      made instanceof CachedReply && this.keeps(made)
        ? { bytes: answerBytes(made.body), until: made.options.until }
        : null,
    );
    const learn = () => this.learn(req, res, policy);
    return from(answer).pipe(
      tap((made) => made instanceof CachedReply && res.once('finish', learn)),
      send,
    );
  }

  /**
   * A whole page, dropped at midnight (ADR 20). When every read of its render is a kept answer, it
   * is kept until one of them is dropped or ends, with no maximum age; else any write drops it.
   */
  readonly page = <Page extends KeptPage>(key: string, make: () => Promise<Page>): Promise<Page> =>
    this.keepWhole(
      ALL_TOPICS,
      `page ${key}`, // keptPage's key
      async () => {
        this.pageLoads++;
        const page = await make();
        const reads = page.reads && (await Promise.all(page.reads.map(this.keptAnswer)));
        const known = reads && !reads.includes(null) ? reads.flatMap((read) => read ?? []) : [];
        page.until = Math.min(this.schedule.museumDay().endsAt, ...known.map((read) => read.until));
        if (known.length)
          page.topics = [...new Set([...EVERY_PAGE, ...known.flatMap((read) => read.tags)])];
        return page;
      },
      currentResponse(),
      (page) => (page.missing ? null : { bytes: answerBytes(page.body), until: page.until }),
      (page) => page.topics,
    );

  /** The page `page` keeps under `key`, when it is kept and fresh. */
  readonly keptPage = (key: string): Promise<KeptPage> | undefined =>
    this.cache.peek<KeptPage>(ALL_TOPICS[0], `page ${key}`);

  /**
   * Keeps `pages` made ahead (ADR 39): those not kept are made again, one at a time, once the
   * writes that may have dropped one have paused for `quietMs` (a burst of writes makes one round),
   * and when the first ends by itself. Returns what to call on a deploy.
   */
  readonly keepAhead = (pages: () => Promise<AheadPage[]>): (() => void) => {
    this.ahead = pages;
    this.cache.onChange(this.changed);
    return this.refreshPages;
  };

  /** A change (a write, a NOTIFY, the LISTEN's return): the round waits for the next to come. */
  private readonly changed = (): void => {
    clearTimeout(this.quiet);
    this.quiet = setTimeout(this.refreshPages, this.quietMs).unref();
  };

  /** Starts a round now (it covers a change still waiting for its pause). */
  readonly refreshPages = (): void => {
    clearTimeout(this.quiet);
    this.quiet = undefined;
    if (!this.ahead || this.closed) return;
    this.makeAgain = true;
    // After the current task: a write drops all its topics before the first page is made.
    this.making ??= Promise.resolve()
      .then(() => this.makeAhead())
      .finally(() => (this.making = undefined));
  };

  /** For tests: starts the round a change set off without its wait, resolves once it is made. */
  async pagesMade(): Promise<void> {
    if (this.quiet) this.refreshPages();
    while (this.making) await this.making;
  }

  private async makeAhead(): Promise<void> {
    let until = Infinity;
    while (this.makeAgain && this.ahead && !this.closed) {
      this.makeAgain = false;
      until = Infinity;
      // A list that cannot be read now (the database down) waits for the next round.
      for (const { key, make } of await this.ahead().catch(() => [])) {
        // Made from stale copies they would not be kept; LISTEN's return sets off the next round.
        // A write under way would drop what is made now; its end sets off the next round.
        if (this.cache.unsettled || this.closed) break;
        const page = await asOwnRequest(() => this.page(key, make)).catch(() => undefined);
        until = Math.min(until, page?.until ?? Infinity);
      }
    }
    clearTimeout(this.wake);
    this.pagesWakeAt = until === Infinity || this.closed ? undefined : until;
    if (this.pagesWakeAt === undefined) return;
    const wait = Math.max(until - this.clock.now().getTime(), 1000);
    this.wake = setTimeout(this.refreshPages, Math.min(wait, MAX_TIMER_MS)).unref();
  }

  /** The topics and end of the kept answer to the API read `path`, or null. */
  private readonly keptAnswer = async (path: string) => {
    const url = new URL(`/api/v1${path}`, 'http://page.invalid');
    const route = this.routes.get(url.pathname);
    if (!route) return null;
    if (route.policy.whole === false) return { tags: route.policy.tags, until: Infinity };
    const key = keyOf(url.pathname, url.search, route.policy);
    const reply = await this.cache.peek(route.policy.tags[0], key)?.catch(() => null);
    return reply instanceof CachedReply
      ? { tags: route.policy.tags, until: reply.options.until ?? Infinity }
      : null;
  };

  onApplicationShutdown(): void {
    this.closed = true;
    clearTimeout(this.wake);
    clearTimeout(this.quiet);
  }

  /** Not kept when `kept` says null or it was built from a stale copy underneath. */
  private keepWhole<T>(
    tags: readonly [Topic, ...Topic[]],
    key: string,
    make: () => Promise<T>,
    res: Response | undefined,
    kept: (value: T) => { bytes: number; until?: number } | null,
    untilChanged?: (value: T) => readonly Topic[] | undefined,
  ): Promise<T> {
    return this.cache.get(tags[0], key, make, {
      tags,
      untilChanged,
      size: (value) => (res?.hasHeader(STALE_HEADER) ? false : (kept(value)?.bytes ?? false)),
      staleOnlyWhileValid: true,
      // No answer is kept past the museum's midnight.
      validUntil: (value) =>
        Math.min(kept(value)?.until ?? Infinity, this.schedule.museumDay().endsAt),
    });
  }

  /** For tests: drops every answer. */
  dropAll(): void {
    for (const topic of ALL_TOPICS) this.cache.invalidate(topic);
  }

  private keeps(reply: CachedReply): boolean {
    const control = reply.options.cacheControl;
    return typeof control === 'function' || !/no-store|private/.test(control ?? '');
  }

  private learn(req: Request, res: Response, policy: AnswerPolicy): void {
    if (this.routes.has(req.path) || res.statusCode !== 200 || res.hasHeader(STALE_HEADER)) return;
    this.routes.set(req.path, { policy, headers: replayedHeaders(res) });
  }
}

export function replayedHeaders(res: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders()))
    if (!PER_SENDING.has(name) && value !== undefined) headers[name] = String(value);
  return headers;
}

/** Its text, the UTF-8 copy it sends and its gzip copy (never larger): three times its bytes. */
export const answerBytes = (body: CachedBody): number => 3 * Buffer.byteLength(body.text);

function keyOf(path: string, search: string | undefined, policy: AnswerPolicy): string {
  if (!policy.query?.length) return path;
  const query = new URLSearchParams(search ?? '');
  return `${path}?${policy.query.map((name) => JSON.stringify(query.getAll(name))).join('&')}`;
}
