import { WEEKDAYS, type Weekday } from '../shared/days';
import { isValidIsoDate } from '../shared/input-values';
import { RECURRENCE_MAX_OCCURRENCES, type EventRecurrence } from './events';

// The dates a repeating event happens on, for the API and the admin's preview alike. Dates are
// counted as day numbers (days since 1970-01-01 on UTC midnights): no daylight-saving gaps.

export const DAY_MS = 86_400_000;
/** 'YYYY-MM-DD' -> day number; NaN when it is not a real date. */
export const dayNumber = (date: string) => (isValidIsoDate(date) ? Date.parse(date) / DAY_MS : NaN);
export const isoDateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** A day number's place in WEEKDAYS (Monday = 0); 1970-01-01 was a Thursday. */
export const weekdayIndex = (day: number) => (((day + 3) % 7) + 7) % 7;

export const weekdayOf = (date: string): Weekday => WEEKDAYS[weekdayIndex(dayNumber(date))];

/** Which of its weekday in the month a date is: 1 for the first Saturday ... 5 for a fifth. */
export const weekdayOrdinal = (date: string) => Math.ceil(Number(date.slice(8, 10)) / 7);

/** Why a recurrence cannot be used with this start date, or null when it can. */
export function recurrenceProblem(startDate: string, recurrence: EventRecurrence): string | null {
  const { freq, interval, by_weekday: days, until, count } = recurrence;
  if (freq !== 'weekly' && freq !== 'monthly')
    return 'recurrence.freq must be "weekly" or "monthly".';
  if (!Number.isInteger(interval) || interval < 1 || interval > 52)
    return 'recurrence.interval must be a whole number from 1 to 52.';
  if (!Array.isArray(days) || days.some((d) => !(WEEKDAYS as readonly string[]).includes(d)))
    return `recurrence.by_weekday must list weekday names (${WEEKDAYS.join(', ')}).`;
  if (new Set(days).size !== days.length) return 'recurrence.by_weekday lists a day twice.';
  const startDay = weekdayOf(startDate);
  if (freq === 'weekly' && days.length > 0 && !days.includes(startDay))
    return `recurrence.by_weekday must include the start date's weekday (${startDay}).`;
  if (freq === 'monthly' && days.length > 0 && (days.length > 1 || days[0] !== startDay))
    return `recurrence.by_weekday for a monthly repeat is empty (same day of the month) or only the start date's weekday (${startDay}).`;
  if (until !== null && (typeof until !== 'string' || Number.isNaN(dayNumber(until))))
    return 'recurrence.until must be a date as YYYY-MM-DD, or null.';
  if (until !== null && until < startDate)
    return 'recurrence.until must not be before the start date.';
  if (
    count !== null &&
    (!Number.isInteger(count) || count < 1 || count > RECURRENCE_MAX_OCCURRENCES)
  )
    return `recurrence.count must be a whole number from 1 to ${RECURRENCE_MAX_OCCURRENCES}, or null.`;
  if (until !== null && count !== null) return 'recurrence takes until or count, not both.';
  return null;
}

/**
 * The dates of a valid series within `window`, in order (the start is always the first); `from` and
 * `to` are inclusive, dates before `from` still count for `count`. The rule jumps straight to
 * `window.from`, counting what it skipped, so the work is the window's, not the series' life's.
 */
export function occurrenceDates(
  startDate: string,
  recurrence: EventRecurrence | null,
  window: { from?: string; to?: string; limit?: number } = {},
): string[] {
  const out: string[] = [];
  const limit = window.limit ?? Infinity;
  const max = Math.min(recurrence?.count ?? RECURRENCE_MAX_OCCURRENCES, RECURRENCE_MAX_OCCURRENCES);
  const last = [recurrence?.until, window.to].filter((d): d is string => !!d).sort()[0];
  for (const [date, index] of candidates(startDate, recurrence, window.from ?? startDate)) {
    if (index >= max || (last !== undefined && date > last) || out.length >= limit) break;
    if (!window.from || date >= window.from) out.push(date);
  }
  return out;
}

/** The rule's dates with their place in the series, from a little before `from` on. */
function* candidates(
  startDate: string,
  recurrence: EventRecurrence | null,
  from: string,
): Generator<[string, number]> {
  yield [startDate, 0];
  if (recurrence?.freq === 'weekly') yield* weeklyAfter(startDate, recurrence, from);
  if (recurrence?.freq === 'monthly') yield* monthlyAfter(startDate, recurrence, from);
}

function* weeklyAfter(
  startDate: string,
  recurrence: EventRecurrence,
  from: string,
): Generator<[string, number]> {
  const start = dayNumber(startDate);
  const days = recurrence.by_weekday.length ? recurrence.by_weekday : [weekdayOf(startDate)];
  const offsets = days.map((d) => WEEKDAYS.indexOf(d)).sort((a, b) => a - b);
  const monday = start - weekdayIndex(start);
  // The first week yields the offsets after the start; every later one all of them.
  const firstWeek = offsets.filter((offset) => monday + offset > start).length;
  const step = recurrence.interval;
  // Whole repeat weeks before the one holding `from` are skipped (counted, not produced).
  const skip = Math.max(0, Math.floor((dayNumber(from) - monday) / 7 / step)) * step;
  let index = 1 + (skip > 0 ? firstWeek + (skip / step - 1) * offsets.length : 0);
  for (let week = skip; week < 52 * 1000; week += step)
    for (const offset of offsets) {
      const day = monday + week * 7 + offset;
      if (day > start) yield [isoDateOf(day), index++];
    }
}

/** Monthly: a month without the day (the 31st, a 5th Saturday) is skipped, as RFC 5545 does. */
function* monthlyAfter(
  startDate: string,
  recurrence: EventRecurrence,
  from: string,
): Generator<[string, number]> {
  const [year, month] = [Number(startDate.slice(0, 4)), Number(startDate.slice(5, 7)) - 1];
  const dayOfMonth = Number(startDate.slice(8, 10));
  const nth = recurrence.by_weekday.length ? weekdayOrdinal(startDate) : 0;
  const weekday = weekdayIndex(dayNumber(startDate));
  const step = recurrence.interval;
  // Every month has days 1-28 and a 4th weekday: then the months before `from` can be skipped
  // by arithmetic; a 29th-31st or a 5th weekday is walked month by month to count the gaps.
  const everyMonth = nth ? nth <= 4 : dayOfMonth <= 28;
  const monthsToFrom =
    (Number(from.slice(0, 4)) - year) * 12 + Number(from.slice(5, 7)) - 1 - month - 1;
  const skip = everyMonth ? Math.max(0, Math.floor(monthsToFrom / step)) * step : 0;
  let index = 1 + (skip > 0 ? skip / step - 1 : 0);
  for (let months = Math.max(skip, step); months < 12 * 1000; months += step) {
    const first = Date.UTC(year, month + months, 1) / DAY_MS;
    const wanted = nth
      ? first + ((weekday - weekdayIndex(first) + 7) % 7) + (nth - 1) * 7
      : first + dayOfMonth - 1;
    const date = isoDateOf(wanted);
    if (date.slice(0, 7) === isoDateOf(first).slice(0, 7)) yield [date, index++];
  }
}

export const addDays = (date: string, days: number) => isoDateOf(dayNumber(date) + days);
export const daysBetween = (a: string, b: string) => dayNumber(b) - dayNumber(a);
