import { Inject, Injectable } from '@nestjs/common';
import {
  type HolidayRecord,
  type TimeRange,
  type Weekday,
  type OpeningHoursRecord,
  type HoursListResponse,
  type ScheduleResponse,
  type SpecialDayRecord,
  type WeekInForceResponse,
} from '@furnace/contracts';
import { dayNumber, isoDateOf, museumDate, openDaysLine } from '@furnace/opening-hours';
import { TopicCache } from '../cache/topic-cache.service';
import { DateTime } from 'luxon';
import { CachedJson } from '../common/cached-json';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CLOCK, type Clock } from '../clock/clock';
import { ScheduleReader } from './schedule-reader.service';
import type { ScheduleSnapshot } from './schedule-reader.service';

/**
 * The hours, through the one cache (topic 'schedule'): GET /hours/status runs on every page view
 * and must not cost a query. One snapshot of the tables with its compiled calendar is what every
 * read resolves from; writes drop it (TopicCache.write, NOTIFY from other processes), and while
 * the database is down the last good one answers, marked stale.
 */
@Injectable()
export class Schedule {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly reader: ScheduleReader,
    private readonly cache: TopicCache,
  ) {}

  snapshot(): Promise<ScheduleSnapshot> {
    return this.cache.get('schedule', 'snapshot', () => this.reader.read());
  }

  private todayAt = { second: -1, date: '' };

  /** Today's date on the museum's clock (worked out at most once a second: reads ask every time). */
  today(): string {
    const now = this.clock.now();
    const second = Math.floor(now.getTime() / 1000);
    if (second !== this.todayAt.second)
      this.todayAt = { second, date: museumDate(now, this.config.museumTimeZone) };
    return this.todayAt.date;
  }

  /** The museum's date now, and when it ends (epoch ms): a day's listing is kept until then. */
  museumDay(): { today: string; endsAt: number } {
    const now = DateTime.fromJSDate(this.clock.now(), { zone: this.config.museumTimeZone });
    const endsAt = now.startOf('day').plus({ days: 1 }).toMillis();
    return { today: now.toISODate() as string, endsAt };
  }

  /** GET /hours: the regular week (weekdayHours) and the closed days from today on. */
  async hoursBody(): Promise<CachedJson> {
    const today = this.today();
    const snapshot = await this.snapshot();
    const body: HoursListResponse = {
      hours: snapshot.regular.map(({ day_of_week, ranges }) => weekdayHours(day_of_week, ranges)),
      holidays: closedDaysFrom(snapshot.specialDays, today),
    };
    return new CachedJson(body);
  }

  /** GET /holidays. */
  async holidays(): Promise<HolidayRecord[]> {
    return closedDaysFrom((await this.snapshot()).specialDays, this.today());
  }

  /** GET /hours/schedule: `days` resolved days from `from` (default today). */
  async scheduleBody(from: string | undefined, days: number): Promise<CachedJson> {
    const start = from ?? this.today();
    const body: ScheduleResponse = {
      time_zone: this.config.museumTimeZone,
      days: (await this.snapshot()).calendar.days(start, days),
    };
    return new CachedJson(body);
  }

  /** GET /hours/week: the weekly hours in force on `date` (default today) and its open-days line. */
  async weekBody(date: string | undefined): Promise<CachedJson> {
    const on = date ?? this.today();
    const week = (await this.snapshot()).calendar.weekAt(on);
    const body: WeekInForceResponse = {
      date: on,
      source: week.source,
      season: week.season,
      hours: week.hours,
      open_days: openDaysLine(week.hours),
    };
    return new CachedJson(body);
  }
}

/** The closed special days from `today` on, one row per date (a span of days expanded). */
function closedDaysFrom(specialDays: readonly SpecialDayRecord[], today: string): HolidayRecord[] {
  const rows: HolidayRecord[] = [];
  const first = dayNumber(today);
  for (const special of specialDays) {
    if (special.ranges.length > 0 || special.date_through < today) continue;
    const last = dayNumber(special.date_through);
    for (let day = Math.max(first, dayNumber(special.date_from)); day <= last; day++)
      rows.push({ holiday_date: isoDateOf(day), description: special.reason });
  }
  return rows;
}

/**
 * One weekday as GET /hours lists it (first opening, last closing, null: closed; and its ranges):
 * the record whose version POST /hours/set's If-Match names.
 */
export function weekdayHours(day_of_week: Weekday, ranges: TimeRange[]): OpeningHoursRecord {
  return {
    day_of_week,
    open_time: ranges[0]?.open_time ?? null,
    close_time: ranges[ranges.length - 1]?.close_time ?? null,
    ranges,
  };
}
