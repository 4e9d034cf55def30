// "Today" and "now" are read on the museum's wall clock through luxon, never in the host's zone.
import { DateTime, IANAZone } from 'luxon';

/** Checks MUSEUM_TIMEZONE at start-up, so a typo fails loudly. */
export function isValidTimeZone(zone: unknown): zone is string {
  return typeof zone === 'string' && zone.length > 0 && IANAZone.isValidZone(zone);
}

/** RangeError for a bad Date or zone: an answer in another zone would look right and be wrong. */
export function museumClock(at: Date, timeZone: string): DateTime<true> {
  // Only an IANA zone: luxon would read 'local' or 'system' as the host's.
  const local = isValidTimeZone(timeZone) ? DateTime.fromJSDate(at, { zone: timeZone }) : null;
  if (!local?.isValid) throw new RangeError(`Cannot read ${String(at)} in ${String(timeZone)}`);
  return local;
}

export function museumDate(at: Date, timeZone: string): string {
  return museumClock(at, timeZone).toISODate();
}
