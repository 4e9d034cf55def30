/**
 * The one source of the API's domain "now" (injected as CLOCK): the museum's date, OPEN/CLOSED,
 * publication, upcoming or past events, active alerts, the feed's DTSTAMP. Services pass its
 * instant to the pure functions, never `new Date()`.
 *
 * Real elapsed time stays on the machine's clock: timeouts and retry deadlines, throttles, JWT and
 * session expiry, log durations, cache freshness and stale ages, backups, and the rows', history's
 * and trash's stamps (PostgreSQL's now()).
 */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

/** The machine's clock: what the API uses outside tests. */
export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that runs at real speed from a chosen instant, and that a test can move (`set`,
 * `advance`). Its offset from the machine's clock is all it keeps, so it never stops and agrees
 * exactly with another process given the same offset (`toEnv`).
 */
export class TestClock implements Clock {
  private offsetMs: number;

  constructor(start: Date | number, realNowMs = Date.now()) {
    this.offsetMs = Number(start) - realNowMs;
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** From now on the clock reads `at` (then runs on from there). */
  set(at: Date | number): void {
    this.offsetMs = Number(at) - Date.now();
  }

  /** Moves the clock forward (or back, with a negative value) by `ms`. */
  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** The environment that gives a child process this same clock (see clockFromEnv). */
  toEnv(): Record<string, string> {
    const real = Date.now();
    return { [TEST_CLOCK_ENV]: `${new Date(real + this.offsetMs).toISOString()}@${real}` };
  }
}

/**
 * API_TEST_CLOCK, honoured only when NODE_ENV=test, so the child processes a test starts share its
 * clock: an ISO 8601 instant, the reading when the machine's clock read the epoch ms after the `@`
 * ("2026-07-15T16:00:00.000Z@1795000000000"; without `@…`, at the process's start).
 */
export const TEST_CLOCK_ENV = 'API_TEST_CLOCK';

export function clockFromEnv(env: Record<string, string | undefined> = process.env): Clock {
  const value = env[TEST_CLOCK_ENV]?.trim();
  if (env.NODE_ENV !== 'test' || !value) return systemClock;
  const match = /^([^@]+)(?:@(\d+))?$/.exec(value);
  const at = match ? Date.parse(match[1]) : NaN;
  if (!match || Number.isNaN(at))
    throw new Error(`${TEST_CLOCK_ENV} must be an ISO 8601 instant[@epoch ms] (got "${value}")`);
  return new TestClock(at, match[2] === undefined ? Date.now() : Number(match[2]));
}
