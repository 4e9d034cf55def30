import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { UpcomingEvents, type UpcomingListing } from '../events/upcoming-events.service';
import { buildCalendar } from './build-calendar';

const gzipAsync = promisify(gzip);

/** One built feed: the bytes, their ETag, and a gzip copy made on first demand (off the loop). */
export class CachedCalendar {
  readonly bytes: Buffer;
  readonly etag: string;
  readonly gzipTag: string;
  private gzipped: Promise<Buffer> | null = null;

  constructor(text: string) {
    this.bytes = Buffer.from(text);
    this.etag = `"${createHash('sha256').update(this.bytes).digest('base64url').slice(0, 27)}"`;
    this.gzipTag = `${this.etag.slice(0, -1)}-gz"`;
  }

  gzip(): Promise<Buffer> {
    return (this.gzipped ??= gzipAsync(this.bytes));
  }
}

/**
 * GET /events.ics, built once per snapshot of the upcoming events (issue 12: about 55 ms for 1,000
 * events, rebuilt on every request, it held the status endpoint up for every visitor). The
 * snapshot is UpcomingEvents' listing in the one cache (topic 'events'): a write here or another
 * process's NOTIFY drops it, the museum's midnight expires it, and the next request builds the
 * feed again from the new listing. Keyed by the listing object itself, so the feed can never
 * outlive (nor disagree with) the listing it was built from.
 */
@Injectable()
export class CalendarFeed {
  private readonly built = new WeakMap<UpcomingListing, CachedCalendar>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly upcoming: UpcomingEvents,
  ) {}

  async get(): Promise<CachedCalendar> {
    const listing = await this.upcoming.get();
    let feed = this.built.get(listing);
    if (!feed) {
      feed = new CachedCalendar(
        buildCalendar(listing.events, {
          timeZone: this.config.museumTimeZone,
          publicUrl: this.config.publicUrl,
          name: 'Museum events',
          now: new Date(),
        }),
      );
      this.built.set(listing, feed);
    }
    return feed;
  }
}
