import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  dayNumber,
  isoDateOf,
  WEEKDAYS,
  type HolidayRecord,
  type HoursStatus,
  type OpeningHoursRecord,
  type SeasonRecord,
  type SpecialDayRecord,
  type WeekdayRanges,
} from '@furnace/contracts';
import {
  HoursCalendar,
  museumClock,
  secondsUntilStatusChange,
  statusAt,
} from '@furnace/opening-hours';
import { DataSource, type EntityManager } from 'typeorm';
import { inTransaction, recordChange, type Actor, type Change } from '../audit/history';
import { TopicCache } from '../cache/topic-cache.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CLOCK, type Clock } from '../clock/clock';

/** Everything the hours are made of, and the calendar compiled from it once. */
export interface ScheduleSnapshot {
  regular: WeekdayRanges[];
  seasons: SeasonRecord[];
  specialDays: SpecialDayRecord[];
  calendar: HoursCalendar<SeasonRecord>;
}

/** In one round trip; `db`: a write's transaction too. */
export async function readSchedule(db: Pick<EntityManager, 'query'>): Promise<ScheduleSnapshot> {
  const ranges = (of: string) =>
    `(SELECT coalesce(json_agg(json_build_object('open_time', to_char(r.open_time, 'HH24:MI:SS'),
        'close_time', to_char(r.close_time, 'HH24:MI:SS')) ORDER BY r.open_time), '[]') FROM ${of})`;
  /** The weekdays in order ($1), each with its ranges (a season's: only the days it has any). */
  const week = (table: string, season = '') => {
    const of = `${table} r WHERE r.day_of_week = w.day${season && ` AND r.season_id = ${season}`}`;
    return `(SELECT coalesce(json_agg(json_build_object('day_of_week', w.day, 'ranges', ${ranges(of)})
        ORDER BY w.n), '[]') FROM unnest($1::text[]) WITH ORDINALITY w(day, n)
        ${season && `WHERE EXISTS (SELECT FROM ${of})`})`;
  };
  const [lists] = (await db.query(
    `SELECT ${week('opening_hour_ranges')} AS regular,
        (SELECT coalesce(json_agg(json_build_object(
            'id', s.id, 'name', s.name,
            'valid_from', to_char(s.valid_from, 'YYYY-MM-DD'),
            'valid_through', to_char(s.valid_through, 'YYYY-MM-DD'),
            'hours', ${week('season_ranges', 's.id')})
            ORDER BY s.valid_from), '[]') FROM seasons s) AS seasons,
        (SELECT coalesce(json_agg(json_build_object(
            'id', d.id,
            'date_from', to_char(d.date_from, 'YYYY-MM-DD'),
            'date_through', to_char(d.date_through, 'YYYY-MM-DD'),
            'ranges', ${ranges('special_day_ranges r WHERE r.special_day_id = d.id')},
            'reason', d.reason, 'note', d.note)
            ORDER BY d.date_from), '[]') FROM special_days d) AS "specialDays"`,
    [WEEKDAYS],
  )) as [Omit<ScheduleSnapshot, 'calendar'>];
  return { ...lists, calendar: new HoursCalendar(lists) };
}

/** How many distinct seconds `statusAt` remembers (`?at=` previews beside "now"). */
const STATUS_MEMO_SIZE = 64;

/** `lifetime`: whole seconds it stays the same, from the start of its second less one. */
interface StatusAt {
  status: HoursStatus;
  lifetime: number;
}

/** Every hours read resolves from one cached snapshot: GET /hours/status must not cost a query. */
@Injectable()
export class Schedule {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @InjectDataSource() private readonly db: DataSource,
    private readonly cache: TopicCache,
  ) {}

  snapshot(): Promise<ScheduleSnapshot> {
    return this.cache.get('schedule', 'snapshot', () => readSchedule(this.db));
  }

  private readonly statusMemos = new WeakMap<ScheduleSnapshot, Map<number, StatusAt>>();

  /**
   * Memoised per whole UTC second for each snapshot. That is exact: hours are whole seconds on the
   * wall clock, seasons and special days whole days, IANA offsets whole minutes.
   */
  async statusAt(at: Date): Promise<StatusAt> {
    const snapshot = await this.snapshot();
    let memo = this.statusMemos.get(snapshot);
    if (!memo) this.statusMemos.set(snapshot, (memo = new Map()));
    const second = Math.floor(at.getTime() / 1000);
    const known = memo.get(second);
    if (known) return known;
    const { calendar } = snapshot;
    const timeZone = this.config.museumTimeZone;
    const until = secondsUntilStatusChange(calendar, new Date(second * 1000), timeZone);
    const answer = { status: statusAt(calendar, at, timeZone), lifetime: Math.max(0, until - 1) };
    if (memo.size >= STATUS_MEMO_SIZE) memo.delete(memo.keys().next().value as number);
    memo.set(second, answer);
    return answer;
  }

  private day = { second: -1, today: '', endsAt: 0 };

  /** The museum's date and when it ends (epoch ms; listings keep until then), once a second. */
  museumDay(): { today: string; endsAt: number } {
    const now = this.clock.now();
    const second = Math.floor(now.getTime() / 1000);
    if (second !== this.day.second) {
      const local = museumClock(now, this.config.museumTimeZone);
      const endsAt = local.startOf('day').plus({ days: 1 }).toMillis();
      this.day = { second, today: local.toISODate(), endsAt };
    }
    return this.day;
  }

  today(): string {
    return this.museumDay().today;
  }

  /** The closed special days from today on, one row per date. */
  async holidays(): Promise<HolidayRecord[]> {
    const today = this.today();
    const rows: HolidayRecord[] = [];
    for (const { ranges, date_from, date_through, reason } of (await this.snapshot()).specialDays) {
      if (ranges.length > 0 || date_through < today) continue;
      const last = dayNumber(date_through);
      for (let day = dayNumber(date_from > today ? date_from : today); day <= last; day++)
        rows.push({ holiday_date: isoDateOf(day), description: reason });
    }
    return rows;
  }
}

/** One weekday as GET /hours lists it: the record POST /hours/set's If-Match names. */
export function weekdayHours({ day_of_week, ranges }: WeekdayRanges): OpeningHoursRecord {
  return {
    day_of_week,
    open_time: ranges[0]?.open_time ?? null,
    close_time: ranges[ranges.length - 1]?.close_time ?? null,
    ranges,
  };
}

/**
 * A schedule write in one transaction (an undo's `tx`) under the advisory lock `lock` names, so
 * writes to the same thing queue: `write` reads the schedule under it, changes it and returns its
 * answer and its (undoable) History entry.
 */
export function scheduleWrite<T>(
  db: DataSource,
  tx: EntityManager | undefined,
  lock: string,
  actor: Actor,
  write: (tx: EntityManager, schedule: ScheduleSnapshot) => Promise<[T, Change]>,
): Promise<T> {
  return inTransaction(db, tx, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`schedule ${lock}`]);
    const [answer, change] = await write(tx, await readSchedule(tx));
    await recordChange(tx, actor, { ...change, undoable: true });
    return answer;
  });
}

/**
 * The record's ranges (the rows of `table` whose `key` is its id; `weekday`: with day_of_week)
 * become `rows` ({open_time, close_time}, as strings).
 */
export async function replaceRanges(
  tx: EntityManager,
  { table, key, weekday }: { table: string; key: string; weekday?: boolean },
  id: unknown,
  rows: object[],
): Promise<void> {
  const columns = [...(weekday ? ['day_of_week'] : []), 'open_time', 'close_time'];
  await tx.query(`DELETE FROM ${table} WHERE ${key} = $1`, [id]);
  await tx.query(
    `INSERT INTO ${table} (${key}, ${columns})
     SELECT $1, ${columns} FROM json_populate_recordset(NULL::${table}, $2::json)`,
    [id, JSON.stringify(rows)],
  );
}
