import { Inject, Injectable } from '@nestjs/common';
import type { MuseumEvent } from '@furnace/contracts';
import { DateTime } from 'luxon';
import { TopicCache } from '../cache/topic-cache.service';
import { CachedJson } from '../common/cached-json';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { EventsService } from './events.service';

export interface UpcomingListing {
  /** The museum's date the listing starts from. */
  today: string;
  events: MuseumEvent[];
  body: CachedJson;
}

/**
 * The public listing (upcoming events), serialised once, through the one cache (topic 'events'):
 * every visitor's events page and home carousel reads it, and with hundreds of events the query
 * and JSON.stringify dominated. EventsService's writes drop it (TopicCache.write), as do other
 * processes' writes (NOTIFY); it also expires at the museum's midnight, when yesterday's events
 * leave the list.
 */
@Injectable()
export class UpcomingEvents {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: EventsService,
    private readonly cache: TopicCache,
  ) {}

  get(): Promise<UpcomingListing> {
    const museumNow = DateTime.now().setZone(this.config.museumTimeZone);
    const today = museumNow.toISODate() ?? this.events.today();
    return this.cache.get(
      'events',
      `upcoming ${today}`,
      async () => {
        const events = await this.events.list(today);
        return { today, events, body: new CachedJson(events) };
      },
      {
        validUntil: museumNow.startOf('day').plus({ days: 1 }).toMillis(),
        // Just after midnight during a database outage: yesterday's copy, less yesterday's events.
        staleFallback: {
          keyPrefix: 'upcoming ',
          derive: (kept) => listingFrom(today, (kept as UpcomingListing).events),
        },
      },
    );
  }
}

/** The listing from `today` on, out of a listing read on an earlier day. */
function listingFrom(today: string, events: readonly MuseumEvent[]): UpcomingListing {
  const upcoming = events.filter((event) => event.start_date.slice(0, 10) >= today);
  return { today, events: upcoming, body: new CachedJson(upcoming) };
}
