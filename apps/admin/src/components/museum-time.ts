import { DateTime } from 'luxon';

/** Where the museum is: the admin's date and time inputs are in its clock, whatever the phone's. */
export const MUSEUM_TIME_ZONE = 'America/New_York';

/** A datetime-local value read in the museum's clock, as an ISO instant with its offset, or null. */
export function museumInstant(local = ''): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(local)) return null;
  const at = DateTime.fromISO(local, { zone: MUSEUM_TIME_ZONE });
  return at.isValid ? at.toISO() : null;
}

/** An instant as a datetime-local value in the museum's clock (the input's starting value). */
export function museumLocal(instant: string | Date): string {
  const at = typeof instant === 'string' ? DateTime.fromISO(instant) : DateTime.fromJSDate(instant);
  return at.setZone(MUSEUM_TIME_ZONE).toFormat("yyyy-LL-dd'T'HH:mm");
}

/** An instant as people read it, in the museum's clock: "Tue, Dec 1, 2026, 9:00 AM". */
export const museumDisplay = (instant: string) =>
  DateTime.fromISO(instant)
    .setZone(MUSEUM_TIME_ZONE)
    .toLocaleString(DateTime.DATETIME_MED_WITH_WEEKDAY, { locale: 'en-US' });

/** Today on the museum's calendar (YYYY-MM-DD), not the browser's: staff may be elsewhere. */
export const museumToday = () => DateTime.now().setZone(MUSEUM_TIME_ZONE).toISODate() as string;
