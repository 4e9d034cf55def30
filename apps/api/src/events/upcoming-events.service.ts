import { setImmediate } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { UPCOMING_PAGE_SIZE } from '@furnace/contracts';
import { TopicCache } from '../cache/topic-cache.service';
import { CachedJson } from '../common/cached-json';
import { CLOCK, type Clock } from '../clock/clock';
import { Schedule, type ScheduleSnapshot } from '../schedule/schedule.service';
import { EventsService, type EventTimeline } from './events.service';
import { statusesOf, upcomingPage, type UpcomingCursor, type UpcomingPage } from './occurrences';

/** The first page (GET /events, /events/{count}) and where the second starts, its body kept. */
export interface UpcomingListing extends UpcomingPage {
  body: CachedJson;
  /** Another page of the same listing, made on request: the later pages, the .ics feed's. */
  page(options: { after?: UpcomingCursor; size?: number }): UpcomingPage;
  /** When the next draft read is published (epoch ms on the Clock): a new listing then. */
  changesAt?: number;
}

/** The events read for a day's listing, and when each draft among them is published (in order). */
interface UpcomingSource {
  timeline: EventTimeline;
  publishTimes: number[];
}

/**
 * The public listing, its first page serialised once (every events page and home carousel reads
 * it). Its events are read through the one cache (topic 'events', expiring at the museum's
 * midnight); the listing is made again from them whenever the special days are a new snapshot or
 * a draft's publish_at passes. Each listing is a new object, so the .ics feed follows it.
 */
@Injectable()
export class UpcomingEvents {
  private readonly derived = new WeakMap<
    UpcomingSource,
    { snapshot: ScheduleSnapshot; published: number; today: string; listing: UpcomingListing }
  >();

  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly events: EventsService,
    private readonly cache: TopicCache,
    private readonly schedule: Schedule,
  ) {}

  async get(): Promise<UpcomingListing> {
    const { today, endsAt } = this.schedule.museumDay();
    const [source, snapshot] = await Promise.all([
      // Just after midnight during a database outage, the kept copy is yesterday's events: the
      // listing made below reads them again for today.
      this.cache.get(
        'events',
        'upcoming',
        async (): Promise<UpcomingSource> => {
          const timeline = await this.events.timeline(today, 'upcoming');
          const publishTimes = timeline.events
            .map((event) => (event.publish_at ? Date.parse(event.publish_at) : 0))
            .filter((at) => at > this.clock.now().getTime())
            .sort((a, b) => a - b);
          return { timeline, publishTimes };
        },
        { validUntil: endsAt },
      ),
      this.schedule.snapshot(),
    ]);
    const now = this.clock.now().getTime();
    const published = source.publishTimes.filter((at) => at <= now).length;
    const made = () => {
      const kept = this.derived.get(source);
      const same =
        kept?.snapshot === snapshot && kept.published === published && kept.today === today;
      return same ? kept.listing : null;
    };
    // The rows just mapped (every event, in this task) and the listing made of them: two tasks.
    const kept = made() ?? (await setImmediate().then(made));
    if (kept) return kept;
    const { events, changes } = source.timeline;
    const seen = { statusOn: statusesOf(changes, snapshot.specialDays), today, now };
    const page: UpcomingListing['page'] = ({ size = UPCOMING_PAGE_SIZE, ...window }) =>
      upcomingPage(events, seen, { size, ...window });
    const first = page({});
    const listing: UpcomingListing = {
      ...first,
      body: new CachedJson(first.events),
      changesAt: source.publishTimes.find((at) => at > now),
      page,
    };
    this.derived.set(source, { snapshot, published, today, listing });
    return listing;
  }
}
