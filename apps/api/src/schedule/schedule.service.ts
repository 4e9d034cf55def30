import { Injectable } from '@nestjs/common';
import { TopicCache } from '../cache/topic-cache.service';
import { CachedJson } from '../common/cached-json';
import { ScheduleReader } from './schedule-reader.service';
import type { ScheduleSnapshot } from './schedule-snapshot';

/**
 * The hours and holidays, through the one cache (topic 'schedule'): GET /hours/status runs on
 * every page view and must not cost a query. HoursWriter and HolidaysService drop it on their
 * writes (TopicCache.write); other processes' writes reach it through NOTIFY.
 */
@Injectable()
export class Schedule {
  constructor(
    private readonly reader: ScheduleReader,
    private readonly cache: TopicCache,
  ) {}

  snapshot(): Promise<ScheduleSnapshot> {
    return this.cache.get('schedule', 'snapshot', () => this.reader.read());
  }

  /** GET /hours's answer, serialised once per snapshot. */
  hoursBody(): Promise<CachedJson> {
    return this.cache.get(
      'schedule',
      'hours body',
      async () => new CachedJson(await this.snapshot()),
    );
  }
}
