/**
 * Dates as the museum writes them. Strings from the API are the museum's wall clock without a
 * zone, so they are taken apart by hand: new Date('2026-05-01') would mean UTC midnight and show
 * the previous day to anyone west of Greenwich.
 */
export function formatLongDate(isoDate: string, withWeekday = false): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.toLocaleDateString('en-US', {
    weekday: withWeekday ? 'long' : undefined,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** '14:05' or '14:05:00' -> '02:05 PM' (hours zero-padded, SPEC section 2 "Admin Hours page"). */
export function formatTime12h(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours24 = Number(match[1]);
  const suffix = hours24 >= 12 ? 'PM' : 'AM';
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${String(hours12).padStart(2, '0')}:${match[2]} ${suffix}`;
}

/** Today in the browser's calendar as YYYY-MM-DD (a default for date fields). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
