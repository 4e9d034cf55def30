/**
 * The domain's "now" (the museum's date, OPEN/CLOSED, publication, alerts), never `new Date()`.
 * Elapsed time (timeouts, expiries, cache ages, the rows' stamps) stays on the machine's clock.
 */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };

/** Runs at real speed from a chosen instant; it keeps only its offset, so another process agrees. */
export class TestClock implements Clock {
  private offsetMs: number;

  constructor(start: Date | number, realNowMs = Date.now()) {
    this.offsetMs = Number(start) - realNowMs;
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  set(at: Date | number): void {
    this.offsetMs = Number(at) - Date.now();
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  toEnv(): Record<string, string> {
    const real = Date.now();
    return { [TEST_CLOCK_ENV]: `${new Date(real + this.offsetMs).toISOString()}@${real}` };
  }
}

/**
 * Honoured only when NODE_ENV=test: the reading when the machine's clock read the epoch ms after
 * the `@` ("2026-07-15T16:00:00.000Z@1795000000000"; without `@…`, at the process's start).
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
