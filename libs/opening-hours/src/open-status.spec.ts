import type { HolidayRecord, HoursStatus, OpeningHoursRecord, Weekday } from '@furnace/contracts';
import { WEEKDAYS } from '@furnace/contracts';
import { IANAZone, Settings } from 'luxon';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { computeOpenStatus } from './open-status';

// Every instant below is an explicit UTC ISO string, with the museum's local time beside it, so
// the tests mean the same thing on any machine.

/** Weekly hours from a partial map; days not named are closed (null times). */
function weekly(
  open: Partial<Record<Weekday, [string | null, string | null]>>,
): OpeningHoursRecord[] {
  return WEEKDAYS.map((day) => ({
    day_of_week: day,
    open_time: open[day]?.[0] ?? null,
    close_time: open[day]?.[1] ?? null,
  }));
}

// The museum's real pattern: Fri & Sat 09:00-16:00, Sun 12:00-16:00, Mon-Thu closed.
const MUSEUM_HOURS = weekly({
  Friday: ['09:00:00', '16:00:00'],
  Saturday: ['09:00:00', '16:00:00'],
  Sunday: ['12:00:00', '16:00:00'],
});
const NO_HOURS = weekly({});
const NEW_YORK = 'America/New_York';

const OPEN_FRI_SAT = 'from 9:00 AM to 4:00 PM';
const OPEN_SUN = 'from 12:00 PM to 4:00 PM';

interface Case {
  name: string;
  at: string; // UTC instant
  expected: HoursStatus;
  hours?: OpeningHoursRecord[];
  holidays?: HolidayRecord[];
  timeZone?: string;
}

function run(c: Case): HoursStatus {
  return computeOpenStatus({
    hours: c.hours ?? MUSEUM_HOURS,
    holidays: c.holidays ?? [],
    at: new Date(c.at),
    timeZone: c.timeZone ?? NEW_YORK,
  });
}

const open = (message: string): HoursStatus => ({ status: 'OPEN', message });
const closed = (message: string): HoursStatus => ({ status: 'CLOSED', message });

// January 2026 in New York is EST (UTC-5): Fri 16th, Sat 17th, Sun 18th, Mon 19th ... Fri 23rd.
describe('computeOpenStatus: an ordinary week in New York (EST)', () => {
  // prettier-ignore
  const cases: Case[] = [
    // Rule 3: before today's opening.
    { name: 'Fri 00:00, the day has just begun', at: '2026-01-16T05:00:00Z', expected: closed(`Open today ${OPEN_FRI_SAT}`) },
    { name: 'Fri 08:59, one minute before opening', at: '2026-01-16T13:59:00Z', expected: closed(`Open today ${OPEN_FRI_SAT}`) },
    { name: 'Fri 08:59:59.999, a millisecond before opening', at: '2026-01-16T13:59:59.999Z', expected: closed(`Open today ${OPEN_FRI_SAT}`) },
    // Rule 2: open <= now < close.
    { name: 'Fri 09:00, exactly at opening', at: '2026-01-16T14:00:00Z', expected: open(`Open today ${OPEN_FRI_SAT}`) },
    { name: 'Fri 12:30, mid-day', at: '2026-01-16T17:30:00Z', expected: open(`Open today ${OPEN_FRI_SAT}`) },
    { name: 'Fri 15:59:59.999, the last moment open', at: '2026-01-16T20:59:59.999Z', expected: open(`Open today ${OPEN_FRI_SAT}`) },
    // Rule 4: after closing, the closing time itself is already closed.
    { name: 'Fri 16:00, exactly at closing', at: '2026-01-16T21:00:00Z', expected: closed(`Open tomorrow ${OPEN_FRI_SAT}`) },
    { name: 'Fri 20:00, UTC already says Saturday', at: '2026-01-17T01:00:00Z', expected: closed(`Open tomorrow ${OPEN_FRI_SAT}`) },
    { name: 'Sat 09:00', at: '2026-01-17T14:00:00Z', expected: open(`Open today ${OPEN_FRI_SAT}`) },
    { name: 'Sat 16:00, tomorrow opens later', at: '2026-01-17T21:00:00Z', expected: closed(`Open tomorrow ${OPEN_SUN}`) },
    { name: 'Sun 11:59', at: '2026-01-18T16:59:00Z', expected: closed(`Open today ${OPEN_SUN}`) },
    { name: 'Sun 12:00', at: '2026-01-18T17:00:00Z', expected: open(`Open today ${OPEN_SUN}`) },
    // The week wraps from Sunday evening over the closed Mon-Thu to Friday.
    { name: 'Sun 16:00, exactly at closing', at: '2026-01-18T21:00:00Z', expected: closed(`Open Friday ${OPEN_FRI_SAT}`) },
    { name: 'Sun 23:59, UTC already says Monday', at: '2026-01-19T04:59:00Z', expected: closed(`Open Friday ${OPEN_FRI_SAT}`) },
    { name: 'Mon 00:00', at: '2026-01-19T05:00:00Z', expected: closed(`Open Friday ${OPEN_FRI_SAT}`) },
    { name: 'Wed 10:00', at: '2026-01-21T15:00:00Z', expected: closed(`Open Friday ${OPEN_FRI_SAT}`) },
    { name: 'Thu 10:00', at: '2026-01-22T15:00:00Z', expected: closed(`Open tomorrow ${OPEN_FRI_SAT}`) },
    { name: 'Thu 23:30, UTC already says Friday', at: '2026-01-23T04:30:00Z', expected: closed(`Open tomorrow ${OPEN_FRI_SAT}`) },
  ];
  it.each(cases)('$name', (c) => expect(run(c)).toEqual(c.expected));
});

describe('computeOpenStatus: hours of other shapes', () => {
  // prettier-ignore
  const cases: Case[] = [
    {
      name: 'the only open day is today and it is over: same weekday next week (+7)',
      hours: weekly({ Friday: ['09:00', '16:30'] }),
      at: '2026-01-16T21:45:00Z', // Fri 16:45
      expected: closed('Open Friday, January 23 from 9:00 AM to 4:30 PM'), // 7+ days ahead: dated (docs/product.md §11)
    },
    {
      name: 'HH:MM records, and a morning-to-noon day',
      hours: weekly({ Tuesday: ['10:15', '12:00'] }),
      at: '2026-01-20T16:59:00Z', // Tue 11:59
      expected: open('Open today from 10:15 AM to 12:00 PM'),
    },
    {
      name: 'opening at midnight',
      hours: weekly({ Wednesday: ['00:00:00', '23:59:00'] }),
      at: '2026-01-21T05:00:00Z', // Wed 00:00
      expected: open('Open today from 12:00 AM to 11:59 PM'),
    },
    {
      name: 'a day with only one of its times set counts as closed',
      hours: weekly({ Friday: ['09:00:00', '16:00:00'], Thursday: ['09:00:00', null] }),
      at: '2026-01-22T15:00:00Z', // Thu 10:00
      expected: closed(`Open tomorrow ${OPEN_FRI_SAT}`),
    },
    {
      name: 'a day whose close is not after its open counts as closed',
      hours: weekly({ Friday: ['09:00:00', '16:00:00'], Thursday: ['16:00:00', '09:00:00'] }),
      at: '2026-01-22T15:00:00Z', // Thu 10:00
      expected: closed(`Open tomorrow ${OPEN_FRI_SAT}`),
    },
    {
      name: 'a day with records missing entirely counts as closed',
      hours: [{ day_of_week: 'Saturday', open_time: '09:00:00', close_time: '16:00:00' }],
      at: '2026-01-16T15:00:00Z', // Fri 10:00
      expected: closed(`Open tomorrow ${OPEN_FRI_SAT}`),
    },
    // Rule 5.
    { name: 'no hours at all (every day closed)', hours: NO_HOURS, at: '2026-01-16T15:00:00Z', expected: closed('Closed until further notice') },
    { name: 'no hour records at all', hours: [], at: '2026-01-16T15:00:00Z', expected: closed('Closed until further notice') },
  ];
  it.each(cases)('$name', (c) => expect(run(c)).toEqual(c.expected));
});

describe('computeOpenStatus: holidays', () => {
  // prettier-ignore
  const cases: Case[] = [
    // Rule 1: a holiday today wins over everything, also in the middle of opening hours.
    {
      name: 'holiday today, during what would be opening hours',
      holidays: [{ holiday_date: '2026-01-16', description: 'Staff training' }],
      at: '2026-01-16T15:00:00Z', // Fri 10:00
      expected: closed(`Closed today for Staff training. Open again tomorrow ${OPEN_FRI_SAT}`),
    },
    {
      name: 'holiday today, after closing time',
      holidays: [{ holiday_date: '2026-01-16', description: 'Staff training' }],
      at: '2026-01-17T01:00:00Z', // Fri 20:00 (Saturday in UTC)
      expected: closed(`Closed today for Staff training. Open again tomorrow ${OPEN_FRI_SAT}`),
    },
    {
      name: 'holiday today with no description',
      holidays: [{ holiday_date: '2026-01-16', description: null }],
      at: '2026-01-16T15:00:00Z',
      expected: closed(`Closed today for a holiday. Open again tomorrow ${OPEN_FRI_SAT}`),
    },
    {
      name: 'holiday today with a blank description',
      holidays: [{ holiday_date: '2026-01-16', description: '   ' }],
      at: '2026-01-16T15:00:00Z',
      expected: closed(`Closed today for a holiday. Open again tomorrow ${OPEN_FRI_SAT}`),
    },
    {
      name: 'holiday today on a day that is closed anyway',
      holidays: [{ holiday_date: '2026-01-19', description: 'Martin Luther King Jr. Day' }],
      at: '2026-01-19T15:00:00Z', // Mon 10:00
      expected: closed(`Closed today for Martin Luther King Jr. Day. Open again Friday ${OPEN_FRI_SAT}`),
    },
    {
      name: 'holiday today even when there are no hours at all',
      hours: NO_HOURS,
      holidays: [{ holiday_date: '2026-01-16', description: 'Staff training' }],
      at: '2026-01-16T15:00:00Z',
      expected: closed('Closed today for Staff training'),
    },
    // A closed day ahead is skipped: {next} is the next day that opens (status rule 3, docs/product.md §11; the old
    // "Closed for {description}" with no date is gone).
    {
      name: 'holiday tomorrow, asked after closing',
      holidays: [{ holiday_date: '2026-01-17', description: 'Winter storm' }],
      at: '2026-01-16T22:00:00Z', // Fri 17:00
      expected: closed(`Open Sunday ${OPEN_SUN}`),
    },
    {
      name: 'holiday tomorrow does not matter while open today',
      holidays: [{ holiday_date: '2026-01-17', description: 'Winter storm' }],
      at: '2026-01-16T15:00:00Z', // Fri 10:00
      expected: open(`Open today ${OPEN_FRI_SAT}`),
    },
    {
      name: 'holiday on the next open day, days ahead',
      holidays: [{ holiday_date: '2026-01-23', description: 'Inventory' }],
      at: '2026-01-18T21:00:00Z', // Sun 16:00
      expected: closed(`Open Saturday ${OPEN_FRI_SAT}`),
    },
    {
      name: 'holiday on a closed day in between is skipped',
      holidays: [{ holiday_date: '2026-01-19', description: 'Martin Luther King Jr. Day' }],
      at: '2026-01-18T21:00:00Z', // Sun 16:00
      expected: closed(`Open Friday ${OPEN_FRI_SAT}`),
    },
    {
      name: 'Fri 20:00: a holiday dated with the UTC date is tomorrow in New York',
      holidays: [{ holiday_date: '2026-01-17', description: 'Winter storm' }],
      at: '2026-01-17T01:00:00Z', // still Fri 20:00 in New York: tomorrow is the holiday
      expected: closed(`Open Sunday ${OPEN_SUN}`),
    },
    {
      name: 'Thu 23:59: Friday\'s holiday is not today yet, but it is the next open day',
      holidays: [{ holiday_date: '2026-01-16', description: 'Staff training' }],
      at: '2026-01-16T04:59:00Z', // Thu 23:59 in New York, already Friday in UTC
      expected: closed(`Open Saturday ${OPEN_FRI_SAT}`),
    },
    {
      name: 'a holiday last week does not matter',
      holidays: [{ holiday_date: '2026-01-09', description: 'Staff training' }],
      at: '2026-01-16T15:00:00Z',
      expected: open(`Open today ${OPEN_FRI_SAT}`),
    },
  ];
  it.each(cases)('$name', (c) => expect(run(c)).toEqual(c.expected));
});

// 2026-03-08 (Sunday): clocks in New York go 02:00 EST -> 03:00 EDT (UTC-5 -> UTC-4).
// 2026-11-01 (Sunday): clocks go 02:00 EDT -> 01:00 EST (UTC-4 -> UTC-5).
// Both are Sundays, so the museum's Sunday hours (12:00-16:00) span them.
describe('computeOpenStatus: daylight-saving days in New York', () => {
  // prettier-ignore
  const cases: Case[] = [
    // Spring forward.
    { name: 'Sat 03-07 16:00 EST, before the change', at: '2026-03-07T21:00:00Z', expected: closed(`Open tomorrow ${OPEN_SUN}`) },
    { name: 'Sun 03-08 01:59 EST, just before the jump', at: '2026-03-08T06:59:00Z', expected: closed(`Open today ${OPEN_SUN}`) },
    { name: 'Sun 03-08 03:00 EDT, just after the jump', at: '2026-03-08T07:00:00Z', expected: closed(`Open today ${OPEN_SUN}`) },
    // A fixed EST offset would call 15:59Z 10:59 and 16:00Z 11:00: both closed.
    { name: 'Sun 03-08 11:59 EDT', at: '2026-03-08T15:59:00Z', expected: closed(`Open today ${OPEN_SUN}`) },
    { name: 'Sun 03-08 12:00 EDT, opening', at: '2026-03-08T16:00:00Z', expected: open(`Open today ${OPEN_SUN}`) },
    { name: 'Sun 03-08 15:59 EDT', at: '2026-03-08T19:59:00Z', expected: open(`Open today ${OPEN_SUN}`) },
    // A fixed EST offset would call 20:00Z 15:00: still open.
    { name: 'Sun 03-08 16:00 EDT, closing', at: '2026-03-08T20:00:00Z', expected: closed(`Open Friday ${OPEN_FRI_SAT}`) },
    { name: 'Fri 03-13 08:59 EDT', at: '2026-03-13T12:59:00Z', expected: closed(`Open today ${OPEN_FRI_SAT}`) },
    { name: 'Fri 03-13 09:00 EDT', at: '2026-03-13T13:00:00Z', expected: open(`Open today ${OPEN_FRI_SAT}`) },
    // Fall back.
    { name: 'Sat 10-31 16:00 EDT, before the change', at: '2026-10-31T20:00:00Z', expected: closed(`Open tomorrow ${OPEN_SUN}`) },
    { name: 'Sun 11-01 01:30 EDT, first pass', at: '2026-11-01T05:30:00Z', expected: closed(`Open today ${OPEN_SUN}`) },
    { name: 'Sun 11-01 01:30 EST, second pass', at: '2026-11-01T06:30:00Z', expected: closed(`Open today ${OPEN_SUN}`) },
    // A fixed EDT offset would call 16:59Z 12:59: open.
    { name: 'Sun 11-01 11:59 EST', at: '2026-11-01T16:59:00Z', expected: closed(`Open today ${OPEN_SUN}`) },
    { name: 'Sun 11-01 12:00 EST, opening', at: '2026-11-01T17:00:00Z', expected: open(`Open today ${OPEN_SUN}`) },
    { name: 'Sun 11-01 15:59 EST', at: '2026-11-01T20:59:00Z', expected: open(`Open today ${OPEN_SUN}`) },
    { name: 'Sun 11-01 16:00 EST, closing', at: '2026-11-01T21:00:00Z', expected: closed(`Open Friday ${OPEN_FRI_SAT}`) },
    { name: 'Fri 11-06 09:00 EST', at: '2026-11-06T14:00:00Z', expected: open(`Open today ${OPEN_FRI_SAT}`) },
  ];
  it.each(cases)('$name', (c) => expect(run(c)).toEqual(c.expected));

  // An opening time the clock skips: on 03-08 the wall clock never reads 02:30. We answer by the
  // wall clock, so the museum is open from the jump (03:00 EDT reads as later than 02:30). Plain
  // luxon would shift a built 02:30 instant to 03:30 EDT; we deliberately do not build one.
  const EARLY_SUNDAY = weekly({ Sunday: ['02:30:00', '16:00:00'] });
  // prettier-ignore
  const gapCases: Case[] = [
    { name: 'gap: 01:59:59 EST, before the jump', hours: EARLY_SUNDAY, at: '2026-03-08T06:59:59Z', expected: closed('Open today from 2:30 AM to 4:00 PM') },
    { name: 'gap: 03:00 EDT, the jump passes the opening', hours: EARLY_SUNDAY, at: '2026-03-08T07:00:00Z', expected: open('Open today from 2:30 AM to 4:00 PM') },
    { name: 'ordinary Sunday: 02:29 EDT', hours: EARLY_SUNDAY, at: '2026-03-15T06:29:00Z', expected: closed('Open today from 2:30 AM to 4:00 PM') },
    { name: 'ordinary Sunday: 02:30 EDT', hours: EARLY_SUNDAY, at: '2026-03-15T06:30:00Z', expected: open('Open today from 2:30 AM to 4:00 PM') },
  ];
  it.each(gapCases)('$name', (c) => expect(run(c)).toEqual(c.expected));

  // An opening time the clock shows twice: the answer follows the clock both times, so opening at
  // 01:30 on 11-01 means open at 01:30 EDT, "before opening" again at 01:00 EST, open at 01:30 EST.
  // Documented rather than smoothed over: no museum opens in the middle of the night.
  const NIGHT_SUNDAY = weekly({ Sunday: ['01:30:00', '16:00:00'] });
  // prettier-ignore
  const overlapCases: Case[] = [
    { name: 'overlap: 01:29 EDT', hours: NIGHT_SUNDAY, at: '2026-11-01T05:29:00Z', expected: closed('Open today from 1:30 AM to 4:00 PM') },
    { name: 'overlap: 01:30 EDT', hours: NIGHT_SUNDAY, at: '2026-11-01T05:30:00Z', expected: open('Open today from 1:30 AM to 4:00 PM') },
    { name: 'overlap: 01:00 EST, the clock reads before opening again', hours: NIGHT_SUNDAY, at: '2026-11-01T06:00:00Z', expected: closed('Open today from 1:30 AM to 4:00 PM') },
    { name: 'overlap: 01:30 EST', hours: NIGHT_SUNDAY, at: '2026-11-01T06:30:00Z', expected: open('Open today from 1:30 AM to 4:00 PM') },
  ];
  it.each(overlapCases)('$name', (c) => expect(run(c)).toEqual(c.expected));
});

describe('computeOpenStatus: the same instant in other zones', () => {
  // 2026-01-16T16:00Z is Fri 11:00 in New York, Fri 17:00 in Berlin, Sat 03:00 in Sydney (AEDT).
  const at = '2026-01-16T16:00:00Z';
  // prettier-ignore
  const cases: Case[] = [
    { name: 'New York: open', timeZone: NEW_YORK, at, expected: open(`Open today ${OPEN_FRI_SAT}`) },
    { name: 'Berlin: closed for the day', timeZone: 'Europe/Berlin', at, expected: closed(`Open tomorrow ${OPEN_FRI_SAT}`) },
    { name: 'Sydney: not yet open on Saturday', timeZone: 'Australia/Sydney', at, expected: closed(`Open today ${OPEN_FRI_SAT}`) },
    {
      name: 'Sydney: a holiday dated Saturday is today there, tomorrow in New York',
      timeZone: 'Australia/Sydney',
      holidays: [{ holiday_date: '2026-01-17', description: 'Australia Day weekend' }],
      at,
      expected: closed(`Closed today for Australia Day weekend. Open again tomorrow ${OPEN_SUN}`),
    },
    {
      name: 'New York: the same holiday does not close today',
      timeZone: NEW_YORK,
      holidays: [{ holiday_date: '2026-01-17', description: 'Australia Day weekend' }],
      at,
      expected: open(`Open today ${OPEN_FRI_SAT}`),
    },
    {
      name: 'Sydney Fri 10:00 AEDT: a holiday dated with the UTC date (Thursday) does not close today',
      timeZone: 'Australia/Sydney',
      holidays: [{ holiday_date: '2026-01-15', description: 'Staff training' }],
      at: '2026-01-15T23:00:00Z',
      expected: open(`Open today ${OPEN_FRI_SAT}`),
    },
    // Europe changes clocks on 2026-03-29 (Sunday), three weeks after New York.
    { name: 'Berlin 03-29 11:59 CEST', timeZone: 'Europe/Berlin', at: '2026-03-29T09:59:00Z', expected: closed(`Open today ${OPEN_SUN}`) },
    { name: 'Berlin 03-29 12:00 CEST, opening', timeZone: 'Europe/Berlin', at: '2026-03-29T10:00:00Z', expected: open(`Open today ${OPEN_SUN}`) },
    { name: 'New York at that instant: Sun 06:00 EDT', timeZone: NEW_YORK, at: '2026-03-29T10:00:00Z', expected: closed(`Open today ${OPEN_SUN}`) },
    // Sydney leaves daylight saving on 2026-04-05 (Sunday), 03:00 AEDT -> 02:00 AEST.
    { name: 'Sydney 04-05 11:59 AEST', timeZone: 'Australia/Sydney', at: '2026-04-05T01:59:00Z', expected: closed(`Open today ${OPEN_SUN}`) },
    { name: 'Sydney 04-05 12:00 AEST, opening', timeZone: 'Australia/Sydney', at: '2026-04-05T02:00:00Z', expected: open(`Open today ${OPEN_SUN}`) },
    { name: 'Sydney 04-05 16:00 AEST, closing', timeZone: 'Australia/Sydney', at: '2026-04-05T06:00:00Z', expected: closed(`Open Friday ${OPEN_FRI_SAT}`) },
  ];
  it.each(cases)('$name', (c) => expect(run(c)).toEqual(c.expected));
});

// The function must never read the host's zone: not through luxon's default zone, not through
// Date's local-time methods. Same probes, three ways of changing "the machine's zone".
// prettier-ignore
const HOST_ZONE_PROBES: Case[] = [
  { name: 'Fri 08:59', at: '2026-01-16T13:59:00Z', expected: closed(`Open today ${OPEN_FRI_SAT}`) },
  { name: 'Fri 09:00', at: '2026-01-16T14:00:00Z', expected: open(`Open today ${OPEN_FRI_SAT}`) },
  { name: 'Fri 20:00', at: '2026-01-17T01:00:00Z', expected: closed(`Open tomorrow ${OPEN_FRI_SAT}`) },
  { name: 'Sun 23:59', at: '2026-01-19T04:59:00Z', expected: closed(`Open Friday ${OPEN_FRI_SAT}`) },
  { name: 'Sun 03-08 12:00 EDT', at: '2026-03-08T16:00:00Z', expected: open(`Open today ${OPEN_SUN}`) },
];

describe("computeOpenStatus: the host machine's zone does not matter", () => {
  const savedDefaultZone = Settings.defaultZone;
  afterEach(() => {
    Settings.defaultZone = savedDefaultZone;
  });

  it.each(['UTC', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
    'same answers with luxon Settings.defaultZone = %s',
    (zone) => {
      Settings.defaultZone = zone;
      for (const probe of HOST_ZONE_PROBES) expect(run(probe)).toEqual(probe.expected);
    },
  );

  // Jest gives each test file a copy of process.env, so setting TZ here would not reach the real
  // process. A child Node process started with TZ set is the honest test: it loads the library's
  // TypeScript through @swc/core (as jest does) and prints its answers.
  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kolkata'])(
    'same answers in a Node process started with TZ=%s',
    (hostZone) => {
      const output = execFileSync(
        process.execPath,
        [
          '-e',
          CHILD_SCRIPT,
          join(__dirname, 'index.ts'),
          JSON.stringify(HOST_ZONE_PROBES.map((probe) => probe.at)),
          JSON.stringify(MUSEUM_HOURS),
        ],
        { env: { ...process.env, TZ: hostZone }, encoding: 'utf8' },
      );
      const child = JSON.parse(output) as { hostOffset: number; statuses: HoursStatus[] };
      // The child's Date really ran in that zone (getTimezoneOffset counts minutes west of UTC),
      // so the test cannot pass by accident.
      const probeMillis = Date.parse(HOST_ZONE_PROBES[0].at);
      expect(child.hostOffset).toBe(-IANAZone.create(hostZone).offset(probeMillis));
      expect(child.statuses).toEqual(HOST_ZONE_PROBES.map((probe) => probe.expected));
    },
  );
});

const CHILD_SCRIPT = `
const fs = require('node:fs');
const { transformSync } = require('@swc/core');
require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
const [entry, instants, hours] = process.argv.slice(1);
const { computeOpenStatus } = require(entry);
const statuses = JSON.parse(instants).map((at) =>
  computeOpenStatus({ hours: JSON.parse(hours), holidays: [], at: new Date(at), timeZone: 'America/New_York' }),
);
const hostOffset = new Date(JSON.parse(instants)[0]).getTimezoneOffset();
process.stdout.write(JSON.stringify({ hostOffset, statuses }));
`;

describe('computeOpenStatus: bad input', () => {
  it('refuses an unknown time zone instead of guessing one', () => {
    expect(() =>
      run({
        name: '',
        at: '2026-01-16T14:00:00Z',
        timeZone: 'Mars/Olympus_Mons',
        expected: open(''),
      }),
    ).toThrow(RangeError);
    expect(() =>
      run({ name: '', at: '2026-01-16T14:00:00Z', timeZone: '', expected: open('') }),
    ).toThrow(RangeError);
  });
  it('refuses an invalid Date', () => {
    expect(() => run({ name: '', at: 'not a date', expected: open('') })).toThrow(RangeError);
  });
});
