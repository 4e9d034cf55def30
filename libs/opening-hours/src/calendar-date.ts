// Calendar dates ('YYYY-MM-DD'): holidays are stored as one, and "today" for the events listing is
// one. A calendar date names a day, not an instant, so it carries no zone.
import { museumClock } from './time-zone';

export { isValidIsoDate } from '@furnace/contracts';

/** The museum's local calendar date at the instant `at`, as 'YYYY-MM-DD'. */
export function museumDate(at: Date, timeZone: string): string {
  return museumClock(at, timeZone).toISODate();
}
