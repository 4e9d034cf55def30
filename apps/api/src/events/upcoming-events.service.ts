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
  /** When the next draft read is published (epoch ms on the Clock, else Infinity): a new listing. */
  changesAt: number;
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
    EventTimeline,
    { snapshot: ScheduleSnapshot; today: string; since: number; listing: UpcomingListing }
  >();

  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly events: EventsService,
    private readonly cache: TopicCache,
    private readonly schedule: Schedule,
  ) {}

  async get(): Promise<UpcomingListing> {
    const { today, endsAt } = this.schedule.museumDay();
    const [timeline, snapshot] = await Promise.all([
      // Just after midnight during a database outage, the kept copy is yesterday's events: the
      // listing made below reads them again for today.
      this.cache.get('events', 'upcoming', () => this.events.timeline(today, 'upcoming'), {
        validUntil: endsAt,
      }),
      this.schedule.snapshot(),
    ]);
    const now = this.clock.now().getTime();
    // Kept while no draft's publish_at has come or gone back (the Clock moves in tests).
    const made = () => {
      const kept = this.derived.get(timeline);
      const same =
        kept?.snapshot === snapshot &&
        kept.today === today &&
        kept.since <= now &&
        now < kept.listing.changesAt;
      return same ? kept.listing : null;
    };
    // The rows just mapped (every event, in this task) and the listing made of them: two tasks.
    const kept = made() ?? (await setImmediate().then(made));
    if (kept) return kept;
    const { events, changes } = timeline;
    const publishTimes = events.map((event) => Date.parse(event.publish_at ?? '')); // NaN: none
    const seen = { statusOn: statusesOf(changes, snapshot.specialDays), today, now };
    const page: UpcomingListing['page'] = ({ size = UPCOMING_PAGE_SIZE, ...window }) =>
      upcomingPage(events, seen, { size, ...window });
    const first = page({});
    const listing: UpcomingListing = {
      ...first,
      body: new CachedJson(first.events),
      changesAt: Math.min(...publishTimes.filter((at) => at > now)),
      page,
    };
    const since = Math.max(...publishTimes.filter((at) => at <= now));
    this.derived.set(timeline, { snapshot, today, since, listing });
    return listing;
  }
}
