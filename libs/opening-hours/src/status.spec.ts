import type { HoursStatus, TimeRange, Weekday, WeekdayRanges } from '@furnace/contracts';
import { WEEKDAYS } from '@furnace/contracts';
import { IANAZone, Settings } from 'luxon';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type {
  SeasonPayload as SeasonInput,
  SpecialDayPayload as SpecialDayInput,
} from '@furnace/contracts';
import { HoursCalendar } from './schedule';
import { rangesText, statusAt } from './status';

// The status rules of docs/product.md §10 (docs/api.md, "Hours and status"), one table per rule. Every instant is a UTC ISO string with the museum's local time
// beside it. January 2026 in New York is EST (UTC-5): Fri 16th, Sat 17th, Sun 18th, ... Fri 23rd.

const r = (open_time: string, close_time: string): TimeRange => ({ open_time, close_time });
const week = (days: Partial<Record<Weekday, TimeRange[]>>): WeekdayRanges[] =>
  WEEKDAYS.map((day) => ({ day_of_week: day, ranges: days[day] ?? [] }));

// The spec's hours: Fri & Sat 09:00-16:00, Sun 12:00-16:00.
const MUSEUM = week({
  Friday: [r('09:00', '16:00')],
  Saturday: [r('09:00', '16:00')],
  Sunday: [r('12:00', '16:00')],
});
// A lunch break on Friday.
const LUNCH = week({
  Friday: [r('09:00', '12:00'), r('13:00', '16:00')],
  Saturday: [r('09:00', '16:00')],
  Sunday: [r('12:00', '16:00')],
});
const NONE = week({});
const FRI_SAT = '9:00 AM to 4:00 PM';
const SUN = '12:00 PM to 4:00 PM';
const TWO = '9:00 AM to 12:00 PM and 1:00 PM to 4:00 PM';

const closedDay = (from: string, reason: string | null, through = from): SpecialDayInput => ({
  date_from: from,
  date_through: through,
  ranges: [],
  reason,
  note: null,
});
const openDay = (from: string, ranges: TimeRange[], through = from): SpecialDayInput => ({
  date_from: from,
  date_through: through,
  ranges,
  reason: null,
  note: null,
});
const WINTER: SeasonInput = {
  name: 'Winter hours',
  valid_from: '2026-01-01',
  valid_through: '2026-01-31',
  hours: [{ day_of_week: 'Saturday', ranges: [r('10:00', '15:00')] }],
};

interface Case {
  name: string;
  at: string;
  expected: HoursStatus;
  regular?: WeekdayRanges[];
  seasons?: SeasonInput[];
  specialDays?: SpecialDayInput[];
  timeZone?: string;
}

const run = (c: Case) =>
  statusAt(
    new HoursCalendar({
      regular: c.regular ?? MUSEUM,
      seasons: c.seasons ?? [],
      specialDays: c.specialDays ?? [],
    }),
    new Date(c.at),
    c.timeZone ?? 'America/New_York',
  );
const open = (message: string): HoursStatus => ({ status: 'OPEN', message });
const closed = (message: string): HoursStatus => ({ status: 'CLOSED', message });

describe('rangesText', () => {
  it.each<[TimeRange[], string]>([
    [[r('09:00', '16:00')], '9:00 AM to 4:00 PM'],
    [[r('09:00', '12:00'), r('13:00', '16:00')], TWO],
    [
      [r('09:00', '10:00'), r('11:00', '12:00'), r('13:00', '16:00')],
      '9:00 AM to 10:00 AM, 11:00 AM to 12:00 PM and 1:00 PM to 4:00 PM',
    ],
    [
      [r('08:00', '09:00'), r('10:00', '11:00'), r('12:00', '13:00'), r('18:30', '21:00')],
      '8:00 AM to 9:00 AM, 10:00 AM to 11:00 AM, 12:00 PM to 1:00 PM and 6:30 PM to 9:00 PM',
    ],
  ])('%j -> %s', (ranges, text) => expect(rangesText(ranges)).toBe(text));
});

describe('rule 1: inside a range today -> OPEN "Open today from {ranges}"', () => {
  // prettier-ignore
  const cases: Case[] = [
    { name: 'one range, at opening', at: '2026-01-16T14:00:00Z', expected: open(`Open today from ${FRI_SAT}`) },
    { name: 'one range, the last second before closing', at: '2026-01-16T20:59:59.999Z', expected: open(`Open today from ${FRI_SAT}`) },
    { name: 'lunch break, in the morning range', at: '2026-01-16T15:00:00Z', regular: LUNCH, expected: open(`Open today from ${TWO}`) },
    { name: 'lunch break, at the afternoon opening', at: '2026-01-16T18:00:00Z', regular: LUNCH, expected: open(`Open today from ${TWO}`) },
    {
      name: 'three ranges, in the last one',
      at: '2026-01-16T19:00:00Z', // Fri 14:00
      regular: week({ Friday: [r('09:00', '10:00'), r('11:00', '12:00'), r('13:00', '16:00')] }),
      expected: open('Open today from 9:00 AM to 10:00 AM, 11:00 AM to 12:00 PM and 1:00 PM to 4:00 PM'),
    },
    {
      name: 'two ranges that touch: open across the seam',
      at: '2026-01-16T17:00:00Z', // Fri 12:00
      regular: week({ Friday: [r('09:00', '12:00'), r('12:00', '16:00')] }),
      expected: open('Open today from 9:00 AM to 12:00 PM and 12:00 PM to 4:00 PM'),
    },
    {
      name: 'a special opening in the evening (lantern tour) on a closed weekday',
      at: '2026-01-22T00:30:00Z', // Wed 19:30
      specialDays: [openDay('2026-01-21', [r('18:00', '21:00')])],
      expected: open('Open today from 6:00 PM to 9:00 PM'),
    },
    {
      name: "a season's hours",
      at: '2026-01-17T16:00:00Z', // Sat 11:00, in winter
      seasons: [WINTER],
      expected: open('Open today from 10:00 AM to 3:00 PM'),
    },
  ];
  it.each(cases)('$name', (c) => expect(run(c)).toEqual(c.expected));
});

describe('rule 2: a range still to come today', () => {
  // prettier-ignore
  const cases: Case[] = [
    { name: 'before the only range', at: '2026-01-16T13:59:59Z', expected: closed(`Open today from ${FRI_SAT}`) },
    { name: 'before the first of two', at: '2026-01-16T13:00:00Z', regular: LUNCH, expected: closed(`Open today from ${TWO}`) },
    { name: 'at the close of the first of two', at: '2026-01-16T17:00:00Z', regular: LUNCH, expected: closed('Reopens today at 1:00 PM') },
    { name: 'in the lunch break', at: '2026-01-16T17:59:59Z', regular: LUNCH, expected: closed('Reopens today at 1:00 PM') },
    {
      name: 'between the second and the third of three',
      at: '2026-01-16T17:30:00Z', // Fri 12:30
      regular: week({ Friday: [r('09:00', '10:00'), r('11:00', '12:00'), r('13:30', '16:00')] }),
      expected: closed('Reopens today at 1:30 PM'),
    },
    {
      name: 'the morning of a special opening in the evening',
      at: '2026-01-21T15:00:00Z', // Wed 10:00
      specialDays: [openDay('2026-01-21', [r('18:00', '21:00')])],
      expected: closed('Open today from 6:00 PM to 9:00 PM'),
    },
    {
      name: 'a special day closing early replaces the regular hours',
      at: '2026-01-16T19:30:00Z', // Fri 14:30, regular close 16:00
      specialDays: [openDay('2026-01-16', [r('09:00', '14:00')])],
      expected: closed(`Open tomorrow from ${FRI_SAT}`),
    },
  ];
  it.each(cases)('$name', (c) => expect(run(c)).toEqual(c.expected));
});

describe('rules 3 and 5: "Open {next}"', () => {
  // prettier-ignore
  const cases: Case[] = [
    { name: 'tomorrow', at: '2026-01-16T21:00:00Z', expected: closed(`Open tomorrow from ${FRI_SAT}`) },
    { name: 'tomorrow, a later opening', at: '2026-01-17T21:00:00Z', expected: closed(`Open tomorrow from ${SUN}`) },
    { name: '5 days ahead: the weekday', at: '2026-01-18T21:00:00Z', expected: closed(`Open Friday from ${FRI_SAT}`) },
    { name: '2 days ahead: the weekday', at: '2026-01-21T15:00:00Z', expected: closed(`Open Friday from ${FRI_SAT}`) },
    {
      name: '6 days ahead: still the weekday',
      at: '2026-01-17T21:00:00Z', // Sat 16:00; only Fridays and Saturdays open
      regular: week({ Friday: [r('09:00', '16:00')], Saturday: [r('09:00', '16:00')] }),
      expected: closed(`Open Friday from ${FRI_SAT}`),
    },
    {
      name: '7 days ahead: weekday, month and day',
      at: '2026-01-16T21:45:00Z', // Fri 16:45; only Fridays open
      regular: week({ Friday: [r('09:00', '16:30')] }),
      expected: closed('Open Friday, January 23 from 9:00 AM to 4:30 PM'),
    },
    {
      name: 'a closed special day ahead is skipped, and the next opening named',
      at: '2026-01-16T22:00:00Z', // Fri 17:00; Saturday closed for a storm
      specialDays: [closedDay('2026-01-17', 'Winter storm')],
      expected: closed(`Open Sunday from ${SUN}`),
    },
    {
      name: 'the next opening with a lunch break',
      at: '2026-01-15T15:00:00Z', // Thu 10:00
      regular: LUNCH,
      expected: closed(`Open tomorrow from ${TWO}`),
    },
    {
      name: 'a special opening is the next opening',
      at: '2026-01-19T15:00:00Z', // Mon 10:00; lantern tour on Wednesday
      specialDays: [openDay('2026-01-21', [r('18:00', '21:00')])],
      expected: closed('Open Wednesday from 6:00 PM to 9:00 PM'),
    },
    {
      name: "today's special hours are over: the next opening",
      at: '2026-01-22T03:00:00Z', // Wed 22:00
      specialDays: [openDay('2026-01-21', [r('18:00', '21:00')])],
      expected: closed(`Open Friday from ${FRI_SAT}`),
    },
    {
      name: 'a season ahead changes the next opening',
      at: '2025-12-28T22:00:00Z', // Sun 2025-12-28 17:00; winter from 2026-01-01: Saturdays only
      seasons: [WINTER],
      expected: closed('Open Saturday from 10:00 AM to 3:00 PM'),
    },
    {
      name: 'a season with no hours at all (closed for the winter): the first day after it',
      at: '2026-01-04T22:00:00Z', // Sun 17:00
      seasons: [{ ...WINTER, hours: [] }],
      expected: closed(`Open Sunday, February 1 from ${SUN}`),
    },
    {
      name: 'a closure across the season edge',
      at: '2026-01-29T15:00:00Z', // Thu 10:00; winter ends Sat 31st, closed Fri 30th to Mon 2nd
      seasons: [WINTER],
      specialDays: [closedDay('2026-01-30', 'Repairs', '2026-02-02')],
      expected: closed(`Open Friday, February 6 from ${FRI_SAT}`),
    },
    {
      name: 'over the year end',
      at: '2026-12-27T22:00:00Z', // Sun 2026-12-27 17:00; closed 2027-01-01 to 2027-01-03
      specialDays: [closedDay('2027-01-01', 'New Year', '2027-01-03')],
      expected: closed(`Open Friday, January 8 from ${FRI_SAT}`),
    },
    { name: 'no hours at all', at: '2026-01-16T15:00:00Z', regular: NONE, expected: closed('Closed until further notice') },
    {
      name: 'the horizon: an opening exactly 400 days ahead is found',
      at: '2026-01-16T15:00:00Z', // Fri 2026-01-16; +400 days = Sat 2027-02-20
      regular: NONE,
      specialDays: [openDay('2027-02-20', [r('10:00', '12:00')])],
      expected: closed('Open Saturday, February 20 from 10:00 AM to 12:00 PM'),
    },
    {
      name: 'the horizon: an opening 401 days ahead is not',
      at: '2026-01-16T15:00:00Z',
      regular: NONE,
      specialDays: [openDay('2027-02-21', [r('10:00', '12:00')])],
      expected: closed('Closed until further notice'),
    },
  ];
  it.each(cases)('$name', (c) => expect(run(c)).toEqual(c.expected));
});

describe('rule 4: today a closed special day -> "Closed today for {reason}. Open again {next}"', () => {
  // prettier-ignore
  const cases: Case[] = [
    {
      name: 'in what would be opening hours; open again tomorrow',
      at: '2026-01-16T15:00:00Z', // Fri 10:00
      specialDays: [closedDay('2026-01-16', 'Staff training day')],
      expected: closed(`Closed today for Staff training day. Open again tomorrow from ${FRI_SAT}`),
    },
    {
      name: 'on a day closed anyway; open again Friday',
      at: '2026-01-19T15:00:00Z', // Mon 10:00
      specialDays: [closedDay('2026-01-19', 'Martin Luther King Jr. Day')],
      expected: closed(`Closed today for Martin Luther King Jr. Day. Open again Friday from ${FRI_SAT}`),
    },
    {
      name: 'a long closure: open again on a date',
      at: '2026-01-16T15:00:00Z',
      specialDays: [closedDay('2026-01-16', 'Winter repairs', '2026-02-05')],
      expected: closed(`Closed today for Winter repairs. Open again Friday, February 6 from ${FRI_SAT}`),
    },
    {
      name: 'a closure followed by a special opening',
      at: '2026-01-16T15:00:00Z',
      specialDays: [closedDay('2026-01-16', 'Private event'), openDay('2026-01-17', [r('13:00', '17:00')])],
      expected: closed('Closed today for Private event. Open again tomorrow from 1:00 PM to 5:00 PM'),
    },
    {
      name: 'nothing opens within 400 days',
      at: '2026-01-16T15:00:00Z',
      regular: NONE,
      specialDays: [closedDay('2026-01-16', 'Flood damage', '2026-03-01')],
      expected: closed('Closed today for Flood damage'),
    },
    {
      name: 'a closure stored without a reason (old data)',
      at: '2026-01-16T15:00:00Z',
      specialDays: [closedDay('2026-01-16', '  ')],
      expected: closed(`Closed today for a holiday. Open again tomorrow from ${FRI_SAT}`),
    },
    {
      name: 'a closure dated Saturday is today in Sydney (Sat 03:00), not in New York',
      at: '2026-01-16T16:00:00Z',
      timeZone: 'Australia/Sydney',
      specialDays: [closedDay('2026-01-17', 'Australia Day weekend')],
      expected: closed(`Closed today for Australia Day weekend. Open again tomorrow from ${SUN}`),
    },
  ];
  it.each(cases)('$name', (c) => expect(run(c)).toEqual(c.expected));
});

// 2026-03-08 (Sunday): New York goes 02:00 EST -> 03:00 EDT. 2026-11-01 (Sunday): 02:00 EDT ->
// 01:00 EST. The wall clock decides (status.ts).
describe('daylight-saving days in New York', () => {
  const night = [r('01:00', '02:30'), r('12:00', '16:00')];
  // prettier-ignore
  const cases: Case[] = [
    { name: 'spring forward, Sunday 12:30 EDT', at: '2026-03-08T16:30:00Z', expected: open(`Open today from ${SUN}`) },
    { name: 'spring forward, 03:30 EDT just after the jump', at: '2026-03-08T07:30:00Z', expected: closed(`Open today from ${SUN}`) },
    {
      name: 'spring forward, a night range: 01:15 EST inside it',
      at: '2026-03-08T06:15:00Z',
      specialDays: [openDay('2026-03-08', night)],
      expected: open('Open today from 1:00 AM to 2:30 AM and 12:00 PM to 4:00 PM'),
    },
    {
      name: 'spring forward, a night range: 03:00 EDT, its 02:30 close skipped and passed',
      at: '2026-03-08T07:00:00Z',
      specialDays: [openDay('2026-03-08', night)],
      expected: closed('Reopens today at 12:00 PM'),
    },
    {
      name: 'fall back, 01:30 EDT (the first time)',
      at: '2026-11-01T05:30:00Z',
      specialDays: [openDay('2026-11-01', night)],
      expected: open('Open today from 1:00 AM to 2:30 AM and 12:00 PM to 4:00 PM'),
    },
    {
      name: 'fall back, 01:30 EST (the second time)',
      at: '2026-11-01T06:30:00Z',
      specialDays: [openDay('2026-11-01', night)],
      expected: open('Open today from 1:00 AM to 2:30 AM and 12:00 PM to 4:00 PM'),
    },
    { name: 'the evening before spring forward: tomorrow', at: '2026-03-07T22:00:00Z', expected: closed(`Open tomorrow from ${SUN}`) },
    { name: 'fall back, Sunday 16:00 EST: Friday', at: '2026-11-01T21:00:00Z', expected: closed(`Open Friday from ${FRI_SAT}`) },
  ];
  it.each(cases)('$name', (c) => expect(run(c)).toEqual(c.expected));
});

describe('the same instant in other zones', () => {
  // 2026-01-16T16:00Z is Fri 11:00 in New York, Fri 17:00 in Berlin, Sat 03:00 in Sydney (AEDT).
  const at = '2026-01-16T16:00:00Z';
  const [berlin, sydney] = ['Europe/Berlin', 'Australia/Sydney'];
  const weekend = [closedDay('2026-01-17', 'Australia Day weekend')];
  // prettier-ignore
  const cases: Case[] = [
    { name: 'New York: open', at, expected: open(`Open today from ${FRI_SAT}`) },
    { name: 'Berlin: closed for the day', timeZone: berlin, at, expected: closed(`Open tomorrow from ${FRI_SAT}`) },
    { name: 'Sydney: not yet open on Saturday', timeZone: sydney, at, expected: closed(`Open today from ${FRI_SAT}`) },
    { name: 'Sydney: a closure dated Saturday is today there', timeZone: sydney, specialDays: weekend, at, expected: closed(`Closed today for Australia Day weekend. Open again tomorrow from ${SUN}`) },
    { name: 'New York: the same closure does not close today', specialDays: weekend, at, expected: open(`Open today from ${FRI_SAT}`) },
    { name: 'Sydney Fri 10:00: a closure on the UTC date (Thursday) does not close today', timeZone: sydney, specialDays: [closedDay('2026-01-15', 'Staff training')], at: '2026-01-15T23:00:00Z', expected: open(`Open today from ${FRI_SAT}`) },
    // Europe changes clocks on 2026-03-29, Sydney leaves daylight saving on 2026-04-05.
    { name: 'Berlin 03-29 11:59 CEST', timeZone: berlin, at: '2026-03-29T09:59:00Z', expected: closed(`Open today from ${SUN}`) },
    { name: 'Berlin 03-29 12:00 CEST, opening', timeZone: berlin, at: '2026-03-29T10:00:00Z', expected: open(`Open today from ${SUN}`) },
    { name: 'Sydney 04-05 12:00 AEST, opening', timeZone: sydney, at: '2026-04-05T02:00:00Z', expected: open(`Open today from ${SUN}`) },
    { name: 'Sydney 04-05 16:00 AEST, closing', timeZone: sydney, at: '2026-04-05T06:00:00Z', expected: closed(`Open Friday from ${FRI_SAT}`) },
  ];
  it.each(cases)('$name', (c) => expect(run(c)).toEqual(c.expected));
});

// The rules never read the host's zone: not through luxon's default zone, not through Date's
// local-time methods.
// prettier-ignore
const HOST_ZONE_PROBES: Case[] = [
  { name: 'Fri 08:59', at: '2026-01-16T13:59:00Z', expected: closed(`Open today from ${FRI_SAT}`) },
  { name: 'Fri 09:00', at: '2026-01-16T14:00:00Z', expected: open(`Open today from ${FRI_SAT}`) },
  { name: 'Fri 20:00', at: '2026-01-17T01:00:00Z', expected: closed(`Open tomorrow from ${FRI_SAT}`) },
  { name: 'Sun 03-08 12:00 EDT', at: '2026-03-08T16:00:00Z', expected: open(`Open today from ${SUN}`) },
];

describe("the host machine's zone does not matter", () => {
  const savedDefaultZone = Settings.defaultZone;
  afterEach(() => {
    Settings.defaultZone = savedDefaultZone;
  });

  it.each(['UTC', 'Asia/Tokyo', 'Pacific/Kiritimati'])('with luxon defaultZone = %s', (zone) => {
    Settings.defaultZone = zone;
    for (const probe of HOST_ZONE_PROBES) expect(run(probe)).toEqual(probe.expected);
  });

  // Jest gives each test file a copy of process.env, so TZ set here would not reach the process:
  // a child Node process started with TZ loads the library's TypeScript through @swc/core.
  it.each(['Pacific/Kiritimati', 'Asia/Kolkata'])('in a Node process started with TZ=%s', (tz) => {
    const probes = JSON.stringify(HOST_ZONE_PROBES.map((probe) => probe.at));
    const args = ['-e', CHILD_SCRIPT, join(__dirname, 'index.ts'), probes, JSON.stringify(MUSEUM)];
    const output = execFileSync(process.execPath, args, {
      env: { ...process.env, TZ: tz },
      encoding: 'utf8',
    });
    const child = JSON.parse(output) as { hostOffset: number; statuses: HoursStatus[] };
    // The child's Date really ran in that zone, so the test cannot pass by accident.
    const probeMillis = Date.parse(HOST_ZONE_PROBES[0].at);
    expect(child.hostOffset).toBe(-IANAZone.create(tz).offset(probeMillis));
    expect(child.statuses).toEqual(HOST_ZONE_PROBES.map((probe) => probe.expected));
  });
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
const [entry, instants, regular] = process.argv.slice(1);
const { HoursCalendar, statusAt } = require(entry);
const statuses = JSON.parse(instants).map((at) =>
  statusAt(new HoursCalendar({ regular: JSON.parse(regular), seasons: [], specialDays: [] }), new Date(at), 'America/New_York'),
);
process.stdout.write(JSON.stringify({ hostOffset: new Date(JSON.parse(instants)[0]).getTimezoneOffset(), statuses }));
`;

describe('bad input', () => {
  it('throws a RangeError for an invalid instant or zone', () => {
    expect(() => run({ name: '', at: 'nonsense', expected: open('') })).toThrow(RangeError);
    expect(() =>
      run({ name: '', at: '2026-01-16T15:00:00Z', timeZone: 'Mars/Olympus', expected: open('') }),
    ).toThrow(RangeError);
  });
});
