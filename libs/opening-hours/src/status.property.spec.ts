import type { TimeRange, WeekdayRanges } from '@furnace/contracts';
import { WEEKDAYS } from '@furnace/contracts';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import type {
  SeasonPayload as SeasonInput,
  SpecialDayPayload as SpecialDayInput,
} from '@furnace/contracts';
import { HoursCalendar } from './schedule';
import { statusAt } from './status';

// Properties of the status against the resolution (docs/product.md §10), over random regular
// weeks with 0..4 ranges a day, random seasons and special days (closed or open, across season
// edges), instants over a year and a half (near daylight-saving changes too) in several zones.
// The expected answer is worked out here on its own from the calendar's resolved days, luxon's wall
// clock and luxon's date formatting; it never calls the rules under test.

const ZONES = ['America/New_York', 'Europe/Berlin', 'Australia/Sydney', 'America/Santiago', 'UTC'];
const BASE = DateTime.fromISO('2026-01-01', { zone: 'utc' });
const WINDOW_DAYS = 540;

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 0..4 non-overlapping ranges (possibly touching), as HH:MM, in random order. */
const dayRanges: fc.Arbitrary<TimeRange[]> = fc
  .integer({ min: 0, max: 4 })
  .chain((k) =>
    fc.uniqueArray(fc.integer({ min: 0, max: 1439 }), { minLength: 2 * k, maxLength: 2 * k }),
  )
  .chain((marks) => {
    const sorted = [...marks].sort((a, b) => a - b);
    const ranges: TimeRange[] = [];
    for (let i = 0; i < sorted.length; i += 2)
      ranges.push({
        open_time: hhmm(sorted[i] as number),
        close_time: hhmm(sorted[i + 1] as number),
      });
    return fc.shuffledSubarray(ranges, { minLength: ranges.length, maxLength: ranges.length });
  });

/** Often a closed day, so that the "next open day" search has distance to cover. */
const weekdayRanges = fc.oneof(
  { arbitrary: fc.constant([]), weight: 2 },
  { arbitrary: dayRanges, weight: 3 },
);

const week: fc.Arbitrary<WeekdayRanges[]> = fc
  .tuple(...WEEKDAYS.map(() => weekdayRanges))
  .map((days) => WEEKDAYS.map((day, i) => ({ day_of_week: day, ranges: days[i] as TimeRange[] })));

/** Non-overlapping spans of days in the window: [first, last] offsets from BASE. */
const spans = (max: number, longest: number) =>
  fc.uniqueArray(fc.integer({ min: 0, max: WINDOW_DAYS }), { maxLength: max }).chain((starts) =>
    fc.tuple(...starts.map(() => fc.integer({ min: 0, max: longest }))).map((lengths) => {
      const sorted = [...starts].sort((a, b) => a - b);
      return sorted
        .map((start, i) => {
          const next = sorted[i + 1] ?? Infinity;
          return [start, Math.min(start + (lengths[i] as number), next - 1)] as const;
        })
        .filter(([a, b]) => a <= b);
    }),
  );
const dateAt = (offset: number) => BASE.plus({ days: offset }).toISODate() as string;

const seasons: fc.Arbitrary<SeasonInput[]> = spans(3, 150).chain((list) =>
  fc.tuple(...list.map(() => week)).map((weeks) =>
    list.map(([a, b], i) => ({
      name: `Season ${i}`,
      valid_from: dateAt(a),
      valid_through: dateAt(b),
      hours: (weeks[i] as WeekdayRanges[]).filter((d) => d.ranges.length > 0),
    })),
  ),
);

const specialDays: fc.Arbitrary<SpecialDayInput[]> = spans(8, 20).chain((list) =>
  fc
    .tuple(
      ...list.map(() =>
        fc.tuple(
          fc.oneof(fc.constant([]), dayRanges),
          fc.constantFrom('Storm', 'Repairs', 'Private event'),
        ),
      ),
    )
    .map((details) =>
      list.map(([a, b], i) => {
        const [ranges, reason] = details[i] as [TimeRange[], string];
        return { date_from: dateAt(a), date_through: dateAt(b), ranges, reason, note: null };
      }),
    ),
);

const scenario = fc.record({
  zone: fc.constantFrom(...ZONES),
  regular: fc.oneof(
    { arbitrary: week, weight: 5 },
    { arbitrary: fc.constant(WEEKDAYS.map((d) => ({ day_of_week: d, ranges: [] }))), weight: 1 },
  ),
  seasons,
  specialDays,
  at: fc.oneof(
    fc.integer({ min: BASE.toMillis(), max: BASE.plus({ days: WINDOW_DAYS }).toMillis() }),
    // The two New York changes of 2026, give or take three hours.
    fc
      .integer({ min: -3 * 3600_000, max: 3 * 3600_000 })
      .map((d) => Date.parse('2026-03-08T07:00:00Z') + d),
    fc
      .integer({ min: -3 * 3600_000, max: 3 * 3600_000 })
      .map((d) => Date.parse('2026-11-01T06:00:00Z') + d),
  ),
});

const seconds = (time: string) => {
  const [h, m, s = 0] = time.split(':').map(Number) as [number, number, number?];
  return h * 3600 + m * 60 + s;
};
const twelveHour = (time: string) =>
  DateTime.fromISO(`2000-01-01T${time}`, { zone: 'utc' }).setLocale('en-US').toFormat('h:mm a');
const joined = (ranges: TimeRange[]) => {
  const parts = ranges.map((x) => `${twelveHour(x.open_time)} to ${twelveHour(x.close_time)}`);
  return parts.length <= 2
    ? parts.join(' and ')
    : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
};

describe('the status against the resolved schedule (property)', () => {
  it('answers exactly as the status rules 1-5 of docs/product.md §11 read on the resolved days', () => {
    fc.assert(
      fc.property(scenario, ({ zone, regular, seasons, specialDays, at }) => {
        const wall = DateTime.fromMillis(at, { zone });
        const today = wall.toISODate() as string;
        const days = new HoursCalendar({ regular, seasons, specialDays }).days(today, 401);
        const now = wall.hour * 3600 + wall.minute * 60 + wall.second;
        const ranges = days[0]?.ranges ?? [];

        let expected: { status: string; message: string };
        const upcoming = ranges.filter((x) => now < seconds(x.open_time));
        if (ranges.some((x) => seconds(x.open_time) <= now && now < seconds(x.close_time))) {
          expected = { status: 'OPEN', message: `Open today from ${joined(ranges)}` };
        } else if (upcoming.length && upcoming.length === ranges.length) {
          expected = { status: 'CLOSED', message: `Open today from ${joined(ranges)}` };
        } else if (upcoming.length) {
          expected = {
            status: 'CLOSED',
            message: `Reopens today at ${twelveHour((upcoming[0] as TimeRange).open_time)}`,
          };
        } else {
          const ahead = days.findIndex((d, i) => i > 0 && d.ranges.length > 0);
          let next: string | null = null;
          if (ahead > 0) {
            const d = days[ahead] as (typeof days)[number];
            const when =
              ahead === 1
                ? 'tomorrow'
                : ahead <= 6
                  ? d.weekday
                  : DateTime.fromISO(d.date).setLocale('en-US').toFormat('cccc, LLLL d');
            next = `${when} from ${joined(d.ranges)}`;
          }
          const special = days[0]?.source === 'special' && ranges.length === 0;
          const reason = days[0]?.closed_reason;
          expected = {
            status: 'CLOSED',
            message: special
              ? next
                ? `Closed today for ${reason}. Open again ${next}`
                : `Closed today for ${reason}`
              : next
                ? `Open ${next}`
                : 'Closed until further notice',
          };
        }
        expect(
          statusAt(new HoursCalendar({ regular, seasons, specialDays }), new Date(at), zone),
        ).toEqual(expected);
      }),
      { numRuns: 600 },
    );
  });

  it('the resolution: a covering special day, else a covering season, else the regular week', () => {
    fc.assert(
      fc.property(
        scenario,
        fc.integer({ min: 0, max: WINDOW_DAYS }),
        ({ regular, seasons, specialDays }, offset) => {
          const date = dateAt(offset);
          const [day] = new HoursCalendar({ regular, seasons, specialDays }).days(date, 1);
          const covers = (from: string, through: string) => from <= date && date <= through;
          const special = specialDays.find((s) => covers(s.date_from, s.date_through));
          const season = seasons.find((s) => covers(s.valid_from, s.valid_through));
          const weekday = WEEKDAYS[(DateTime.fromISO(date, { zone: 'utc' }).weekday - 1) as number];
          const source = special ?? null;
          const weekly =
            (season ? season.hours : regular).find((d) => d.day_of_week === weekday)?.ranges ?? [];
          const want = (source ? source.ranges : weekly)
            .map((x) => `${x.open_time}:00-${x.close_time}:00`)
            .sort();
          expect(day?.weekday).toBe(weekday);
          expect(day?.source).toBe(special ? 'special' : season ? 'season' : 'regular');
          expect(day?.season).toBe(season ? season.name : null);
          expect(day?.ranges.map((x) => `${x.open_time}-${x.close_time}`)).toEqual(want);
          expect(day?.closed_reason).toBe(
            special && special.ranges.length === 0 ? special.reason : null,
          );
        },
      ),
      { numRuns: 600 },
    );
  });
});
