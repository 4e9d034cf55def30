import type { OpeningHoursRecord, Weekday } from '@furnace/contracts';
import { WEEKDAYS } from '@furnace/contracts';
import fc from 'fast-check';
import { DateTime, IANAZone } from 'luxon';
import { computeOpenStatus } from './open-status';

// Property: on a day that is not a holiday, the status is OPEN exactly when the museum's wall
// clock at that instant reads a time inside that weekday's hours [open, close).
// The expectation is worked out here on its own, from luxon's setZone wall-clock fields and a
// plain comparison of [hour, minute, second] triples; it never calls the function under test.

// Zones with the awkward cases: DST in either hemisphere, a 30-minute DST (Lord Howe), a
// non-hour offset (Kolkata, Chatham), DST changing at midnight (Havana, Santiago), none (UTC).
const ZONES = [
  'America/New_York',
  'Europe/Berlin',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'America/Havana',
  'America/Santiago',
  'UTC',
] as const;

const FROM = Date.parse('2025-01-01T00:00:00Z');
const TO = Date.parse('2027-12-31T23:59:59Z');

type Triple = [number, number, number];

/**
 * A time of day as [hour, minute, second], often in the small hours, where clocks change
 * (02:00-03:00 in most zones, midnight in Havana and Santiago).
 */
const timeOfDay = fc.tuple(
  fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: 23 }), weight: 3 },
    { arbitrary: fc.integer({ min: 0, max: 3 }), weight: 1 },
  ),
  fc.integer({ min: 0, max: 59 }),
  fc.integer({ min: 0, max: 59 }),
);

/**
 * The instants in [FROM, TO] at which the zone's UTC offset changes, found with luxon's zone
 * offsets (scan in 6-hour steps, then bisect to the millisecond), so instants can be drawn
 * around them: uniform instants would almost never land in a changing hour.
 */
function offsetChanges(zoneName: string): number[] {
  const zone = IANAZone.create(zoneName);
  const changes: number[] = [];
  const step = 6 * 3600 * 1000;
  for (let t = FROM; t + step <= TO; t += step) {
    if (zone.offset(t) === zone.offset(t + step)) continue;
    let [before, after] = [t, t + step];
    while (after - before > 1) {
      const middle = Math.floor((before + after) / 2);
      if (zone.offset(middle) === zone.offset(before)) before = middle;
      else after = middle;
    }
    changes.push(after);
  }
  return changes;
}
const OFFSET_CHANGES = new Map<string, number[]>(ZONES.map((zone) => [zone, offsetChanges(zone)]));
const THREE_HOURS = 3 * 3600 * 1000;

/** Anywhere in the range, or within three hours of one of the zone's clock changes. */
function instantIn(zone: string): fc.Arbitrary<number> {
  const uniform = fc.integer({ min: FROM, max: TO });
  const changes = OFFSET_CHANGES.get(zone) ?? [];
  if (changes.length === 0) return uniform;
  const nearChange = fc
    .tuple(fc.constantFrom(...changes), fc.integer({ min: -THREE_HOURS, max: THREE_HOURS }))
    .map(([change, delta]) => change + delta);
  return fc.oneof(uniform, nearChange);
}

/** Open strictly before close, written as 'HH:MM:SS' or (whole minutes) 'HH:MM'. */
const dayHours = fc
  .tuple(timeOfDay, timeOfDay, fc.boolean())
  .filter(
    ([a, b, shortForm]) =>
      compare(shortForm ? [a[0], a[1], 0] : a, shortForm ? [b[0], b[1], 0] : b) !== 0,
  )
  .map(([a, b, shortForm]) => {
    const [open, close] = compare(a, b) < 0 ? [a, b] : [b, a];
    return { open: write(open, shortForm), close: write(close, shortForm) };
  });

/** Random weekly hours: each day closed or open for a random span. */
const weeklyHours = fc
  .tuple(...WEEKDAYS.map(() => fc.option(dayHours, { freq: 3 })))
  .map((days): OpeningHoursRecord[] =>
    days.map((hours, index) => ({
      day_of_week: WEEKDAYS[index],
      open_time: hours?.open ?? null,
      close_time: hours?.close ?? null,
    })),
  );

/**
 * Instants over three years (anywhere, or near a clock change), some moved to within a second of
 * an opening or closing time on their local day, where an off-by-one would show.
 */
const scenario = fc
  .constantFrom(...ZONES)
  .chain((zone) =>
    fc.record({
      zone: fc.constant(zone),
      hours: weeklyHours,
      base: instantIn(zone),
      snapTo: fc.constantFrom('none', 'open', 'close'),
      nudgeMillis: fc.constantFrom(-1000, -1, 0, 0, 1, 999, 1000),
    }),
  )
  .map(({ zone, hours, base, snapTo, nudgeMillis }) => {
    let at = base;
    const local = DateTime.fromMillis(base, { zone });
    const record = hours.find((day) => day.day_of_week === WEEKDAYS[local.weekday - 1]);
    const target =
      snapTo === 'open' ? record?.open_time : snapTo === 'close' ? record?.close_time : null;
    if (target) {
      const [hour, minute, second = 0] = target.split(':').map(Number);
      at = local.set({ hour, minute, second, millisecond: 0 }).toMillis() + nudgeMillis;
    }
    return { zone, hours, at };
  });

function compare(a: Triple, b: Triple): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

function write(time: Triple, shortForm: boolean): string {
  const parts = shortForm ? time.slice(0, 2) : time;
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
}

function read(time: string): Triple {
  const [hour, minute, second = 0] = time.split(':').map(Number);
  return [hour, minute, second];
}

/** The independent expectation: the wall clock in the zone, compared with the day's hours. */
function expectedOpen(hours: OpeningHoursRecord[], at: number, zone: string): boolean {
  const wall = DateTime.fromMillis(at, { zone: 'utc' }).setZone(zone);
  const weekday: Weekday = WEEKDAYS[wall.weekday - 1];
  const record = hours.find((day) => day.day_of_week === weekday);
  if (!record?.open_time || !record.close_time) return false;
  // Milliseconds never matter: open and close are on whole seconds.
  const now: Triple = [wall.hour, wall.minute, wall.second];
  return compare(read(record.open_time), now) <= 0 && compare(now, read(record.close_time)) < 0;
}

describe('computeOpenStatus (property)', () => {
  it('draws instants around real clock changes', () => {
    // 2026-03-08 07:00Z is 02:00 EST -> 03:00 EDT in New York; 2026-11-01 06:00Z is 02:00 EDT -> 01:00 EST.
    expect(OFFSET_CHANGES.get('America/New_York')).toEqual(
      expect.arrayContaining([
        Date.parse('2026-03-08T07:00:00Z'),
        Date.parse('2026-11-01T06:00:00Z'),
      ]),
    );
    expect(OFFSET_CHANGES.get('America/New_York')).toHaveLength(6);
    expect(OFFSET_CHANGES.get('UTC')).toEqual([]);
  });

  it("is OPEN exactly when the museum wall clock is inside that day's hours", () => {
    fc.assert(
      fc.property(scenario, ({ zone, hours, at }) => {
        const result = computeOpenStatus({ hours, holidays: [], at: new Date(at), timeZone: zone });
        const shouldBeOpen = expectedOpen(hours, at, zone);
        expect(result.status).toBe(shouldBeOpen ? 'OPEN' : 'CLOSED');
        if (shouldBeOpen)
          expect(result.message).toMatch(
            /^Open today from \d{1,2}:\d{2} [AP]M to \d{1,2}:\d{2} [AP]M$/,
          );
      }),
      { numRuns: 3000 },
    );
  });

  it('when CLOSED on a non-holiday, says when it opens next, or that it stays closed', () => {
    fc.assert(
      fc.property(scenario, ({ zone, hours, at }) => {
        const result = computeOpenStatus({ hours, holidays: [], at: new Date(at), timeZone: zone });
        fc.pre(result.status === 'CLOSED');
        const anyHours = hours.some((day) => day.open_time !== null);
        if (anyHours) {
          // A week or more ahead (one open weekday whose range today has passed), status rule 3 of docs/product.md §11
          // dates it: "Open Thursday, June 5 from ...".
          expect(result.message).toMatch(
            /^Open (today|tomorrow|(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(, [A-Z][a-z]+ \d{1,2})?) from /,
          );
        } else {
          expect(result.message).toBe('Closed until further notice');
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('is CLOSED all day on a holiday, whatever the hours', () => {
    fc.assert(
      fc.property(
        scenario,
        fc.option(fc.string({ maxLength: 20 })),
        ({ zone, hours, at }, description) => {
          const today = DateTime.fromMillis(at, { zone }).toFormat('yyyy-MM-dd');
          const result = computeOpenStatus({
            hours,
            holidays: [{ holiday_date: today, description }],
            at: new Date(at),
            timeZone: zone,
          });
          expect(result.status).toBe('CLOSED');
          // Status rule 4 of docs/product.md §11: "Closed today for {reason}", with ". Open again {next}" when a day opens.
          const closedFor = `Closed today for ${description?.trim() || 'a holiday'}`;
          const hasHours = hours.some((h) => h.open_time !== null && h.close_time !== null);
          if (hasHours) expect(result.message.startsWith(`${closedFor}. Open again `)).toBe(true);
          else expect(result.message).toBe(closedFor);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
