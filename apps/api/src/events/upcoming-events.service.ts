import { Inject, Injectable } from '@nestjs/common';
import type { MuseumEvent } from '@furnace/contracts';
import { DateTime } from 'luxon';
import { TopicCache } from '../cache/topic-cache.service';
import { CachedJson } from '../common/cached-json';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CLOCK, type Clock } from '../clock/clock';
import { Schedule } from '../schedule/schedule.service';
import type { ScheduleSnapshot } from '../schedule/schedule-snapshot';
import { EventsService, type EventTimeline } from './events.service';
import { UPCOMING_PAGE_SIZE } from '@furnace/contracts';
import { closuresOf, upcomingPage, type UpcomingCursor, type UpcomingPage } from './occurrences';

export interface UpcomingListing {
  /** The museum's date the listing starts from. */
  today: string;
  /** The first page (GET /events, /events/{count}). */
  events: MuseumEvent[];
  /** Where the second page starts; null when the first is the whole listing. */
  next: UpcomingCursor | null;
  body: CachedJson;
  /** Another page of the same listing, made on request: the later pages, the .ics feed's. */
  page(options: { after?: UpcomingCursor; size?: number }): UpcomingPage;
  /** When the next draft read is published (epoch ms on the Clock): a new listing then. */
  changesAt?: number;
}

/** The events read for a day's listing, and when each draft among them is published. */
interface UpcomingSource {
  today: string;
  timeline: EventTimeline;
  /** Epoch ms of the drafts' publish_at, in order. */
  publishTimes: number[];
}

/**
 * The public listing (upcoming occurrences), its first page serialised once, through the one cache (topic
 * 'events'): every visitor's events page and home carousel reads it, and with hundreds of events
 * the query and JSON.stringify dominated. Later pages are made from the same read on request
 * (and kept by the answer cache), each expanding only its own window of dates. EventsService's writes drop it (TopicCache.write), as do
 * other processes' writes (NOTIFY); it also expires at the museum's midnight, when yesterday's
 * events leave the list.
 *
 * The listing is derived from the events read (drafts included) and the special days (topic
 * 'schedule': a closed day cancels the occurrences on it), and made again whenever either is a new
 * snapshot or a draft's publish_at passes: so a draft appears by itself at its time, and a closure
 * shows at once. Each listing is a new object, so the .ics feed (CalendarFeed, keyed by the
 * listing) follows it.
 */
@Injectable()
export class UpcomingEvents {
  private readonly derived = new WeakMap<
    UpcomingSource,
    { snapshot: ScheduleSnapshot; published: number; listing: UpcomingListing }
  >();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly events: EventsService,
    private readonly cache: TopicCache,
    private readonly schedule: Schedule,
  ) {}

  async get(): Promise<UpcomingListing> {
    const museumNow = DateTime.fromJSDate(this.clock.now(), { zone: this.config.museumTimeZone });
    const today = museumNow.toISODate() ?? this.events.today();
    const [source, snapshot] = await Promise.all([
      this.cache.get(
        'events',
        `upcoming ${today}`,
        async (): Promise<UpcomingSource> => {
          const timeline = await this.events.timeline(today, 'upcoming');
          const publishTimes = timeline.events
            .map((event) => (event.publish_at ? Date.parse(event.publish_at) : 0))
            .filter((at) => at > this.clock.now().getTime())
            .sort((a, b) => a - b);
          return { today, timeline, publishTimes };
        },
        {
          validUntil: museumNow.startOf('day').plus({ days: 1 }).toMillis(),
          // Just after midnight during a database outage: yesterday's events, read again for today.
          staleFallback: {
            keyPrefix: 'upcoming ',
            derive: (kept) => ({ ...(kept as UpcomingSource), today }),
          },
        },
      ),
      this.schedule.snapshot(),
    ]);
    const now = this.clock.now().getTime();
    // How many of the drafts read are published by now: a new count is a new listing.
    const published = source.publishTimes.filter((at) => at <= now).length;
    const made = this.derived.get(source);
    if (made && made.snapshot === snapshot && made.published === published) return made.listing;
    const page: UpcomingListing['page'] = ({ size = UPCOMING_PAGE_SIZE, ...window }) =>
      upcomingPage(
        source.timeline.events,
        source.timeline.changes,
        closuresOf(snapshot.specialDays),
        source.today,
        now,
        { size, ...window },
      );
    const first = page({});
    const listing: UpcomingListing = {
      today: source.today,
      events: first.events,
      next: first.next,
      body: new CachedJson(first.events),
      changesAt: source.publishTimes.find((at) => at > now),
      page,
    };
    this.derived.set(source, { snapshot, published, listing });
    return listing;
  }
}
