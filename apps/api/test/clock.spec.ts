import request from 'supertest';
import type { MuseumEvent } from '@furnace/contracts';
import { clockFromEnv, systemClock, TEST_CLOCK_ENV, TestClock } from '../src/clock/clock';
import { sql, useTestApp } from './test-app';

describe('the clock of a test process and of its children', () => {
  it('API_TEST_CLOCK is honoured only with NODE_ENV=test; a child given toEnv() reads the same time', () => {
    const at = '2030-01-01T00:00:00.000Z';
    expect(clockFromEnv({ NODE_ENV: 'production', [TEST_CLOCK_ENV]: at })).toBe(systemClock);
    expect(clockFromEnv({ NODE_ENV: 'development', [TEST_CLOCK_ENV]: at })).toBe(systemClock);
    expect(clockFromEnv({ NODE_ENV: 'test' })).toBe(systemClock);
    expect(() => clockFromEnv({ NODE_ENV: 'test', [TEST_CLOCK_ENV]: 'soon' })).toThrow(
      /API_TEST_CLOCK must be an ISO 8601 instant/,
    );

    const realNow = jest.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    try {
      const parent = new TestClock(Date.parse('2026-12-31T12:00:00Z'));
      const env = parent.toEnv();
      // The child starts later, on the machine's clock: it still reads what the parent reads.
      realNow.mockReturnValue(1_800_000_003_500);
      const child = clockFromEnv({ NODE_ENV: 'test', ...env });
      expect(child.now().toISOString()).toBe('2026-12-31T12:00:03.500Z');
      expect(parent.now().toISOString()).toBe('2026-12-31T12:00:03.500Z');
      // Without the machine's reading, the instant is the child's start.
      const started = clockFromEnv({ NODE_ENV: 'test', [TEST_CLOCK_ENV]: at });
      realNow.mockReturnValue(1_800_000_004_500);
      expect(started.now().toISOString()).toBe('2030-01-01T00:00:01.000Z');
    } finally {
      realNow.mockRestore();
    }
  });
});

describe("across the museum's midnight on New Year's Eve, and a DST change, on the app's clock", () => {
  // 23:59:58 on 31 December in New York (05:00 UTC is already New Year in much of the world).
  const beforeMidnight = Date.parse('2027-01-01T04:59:58Z');
  const clock = new TestClock(beforeMidnight);
  const api = useTestApp({ clock });

  const titles = async (path: string) =>
    ((await request(api.url).get(path).expect(200)).body as MuseumEvent[]).map((e) => e.title);
  /** The museum's date (the week's), the schedule's first two days, upcoming and past events. */
  const expectDays = async (days: string[], upcoming: string[], past: string[]) => {
    expect((await request(api.url).get('/api/v1/hours/week').expect(200)).body.date).toBe(days[0]);
    expect(
      (await request(api.url).get('/api/v1/hours/schedule?days=2').expect(200)).body.days.map(
        (d: { date: string }) => d.date,
      ),
    ).toEqual(days);
    expect(await titles('/api/v1/events')).toEqual(upcoming);
    expect(await titles('/api/v1/events?scope=past')).toEqual(past);
  };

  it("today's date, the week, the schedule and the events turn over at the museum's midnight", async () => {
    await sql(
      api.databaseUrl,
      `INSERT INTO events (title, description, starts_at) VALUES
         ('Last day', 'x', '2026-12-31T10:00'), ('New Year walk', 'x', '2027-01-02T10:00')`,
    );
    clock.set(beforeMidnight);
    await expectDays(['2026-12-31', '2027-01-01'], ['Last day', 'New Year walk'], []);

    clock.advance(4_000); // 00:00:02 on 1 January
    await expectDays(['2027-01-01', '2027-01-02'], ['New Year walk'], ['Last day']);
  });

  it('the status reads the same museum day on both sides of the spring DST change', async () => {
    // Sunday 14 March 2027, 01:59:58 EST; two seconds later the clocks in New York show 03:00 EDT.
    clock.set(Date.parse('2027-03-14T06:59:58Z'));
    const before = (await request(api.url).get('/api/v1/hours/status').expect(200)).body;
    expect((await request(api.url).get('/api/v1/hours/week').expect(200)).body.date).toBe(
      '2027-03-14',
    );
    clock.advance(4_000);
    const after = (await request(api.url).get('/api/v1/hours/status').expect(200)).body;
    expect((await request(api.url).get('/api/v1/hours/week').expect(200)).body.date).toBe(
      '2027-03-14',
    );
    // The seeded week opens on Sundays from 12:00 PM: closed now, open later today, both sides.
    expect(before).toEqual({ status: 'CLOSED', message: 'Open today from 12:00 PM to 4:00 PM' });
    expect(after).toEqual(before);
  });
});
