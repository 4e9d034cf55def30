// The museum's time zone. Everything about "today" and "now" is read on the museum's wall clock in
// its IANA zone through luxon (which uses the platform's time-zone database), never in the host's
// zone and never with offsets computed by hand.
import { DateTime, IANAZone } from 'luxon';

/**
 * True for a time-zone name the platform knows (e.g. 'America/New_York', 'Europe/Berlin', 'UTC').
 * Used to check MUSEUM_TIMEZONE at start-up, so a typo fails loudly instead of silently turning
 * every status into the host's zone.
 */
export function isValidTimeZone(zone: unknown): zone is string {
  return typeof zone === 'string' && zone.length > 0 && IANAZone.isValidZone(zone);
}

/**
 * The instant `at` as seen on the museum's wall clock. Throws a RangeError for an invalid Date or
 * an unknown zone: answering in some other zone would be a wrong answer that looks right.
 */
export function museumClock(at: Date, timeZone: string): DateTime<true> {
  if (!(at instanceof Date) || Number.isNaN(at.getTime())) {
    throw new RangeError('Expected a valid Date instant');
  }
  if (!isValidTimeZone(timeZone)) {
    throw new RangeError(`Unknown IANA time zone: ${JSON.stringify(timeZone)}`);
  }
  const local = DateTime.fromJSDate(at, { zone: timeZone });
  if (!local.isValid) throw new RangeError(`Cannot read ${at.toISOString()} in ${timeZone}`);
  return local;
}

/** The museum's calendar date ('YYYY-MM-DD', a day, not an instant) at the instant `at`. */
export function museumDate(at: Date, timeZone: string): string {
  return museumClock(at, timeZone).toISODate();
}
