import { isWeekday, WEEKDAYS, type Weekday } from '../shared/days';
import { MAX_RANGES_PER_DAY, type TimeRange, type WeekdayRanges } from './hours';
import * as HOURS_TEXTS from './hours-texts';
import { isPlainObject, isValidIsoDate, parseClockTime } from '../shared/input-values';
import { field, oneOf, payload, type FieldOptions } from '../shared/payload';
import { daysBetween } from '../events/recurrence';
import { textOrNull } from '../events/events-payloads';

const clockTime = (value: unknown) =>
  parseClockTime(typeof value === 'string' ? value.trim() : value);

/** The one check of a day's ranges ([open, close): 12:00-13:00 and 13:00-14:00 do not overlap). */
function rangesProblem(field: string, value: unknown): string | null {
  if (!Array.isArray(value)) return HOURS_TEXTS.rangesNotList(field, MAX_RANGES_PER_DAY);
  if (value.length > MAX_RANGES_PER_DAY)
    return HOURS_TEXTS.tooManyRanges(field, MAX_RANGES_PER_DAY);
  const seen: { open: string; close: string; name: string }[] = [];
  for (const [i, range] of value.entries()) {
    const name = `${field}[${i}]`;
    if (!isPlainObject(range)) return HOURS_TEXTS.rangeNotObject(name);
    const { open_time, close_time } = range;
    const open = clockTime(open_time);
    if (!open) return HOURS_TEXTS.rangeTime(`${name}.open_time`);
    const close = clockTime(close_time);
    if (!close) return HOURS_TEXTS.rangeTime(`${name}.close_time`);
    if (close <= open) return HOURS_TEXTS.rangeCloseAfterOpen(name);
    const other = seen.find((s) => open < s.close && s.open < close);
    if (other) return HOURS_TEXTS.rangesOverlap(name, other.name);
    seen.push({ open, close, name });
  }
  return null;
}

/**
 * Ranges as stored: 'HH:MM:SS' (which compare in time order), by opening time. One the checks
 * above refuse (a bad time, an overlap) is left out, so odd stored data never fails a page.
 */
export function normalRanges(value: readonly TimeRange[] | null | undefined): TimeRange[] {
  const out = (value ?? []).flatMap((range) => {
    const open_time = clockTime(range?.open_time);
    const close_time = clockTime(range?.close_time);
    return open_time && close_time && open_time < close_time ? [{ open_time, close_time }] : [];
  });
  out.sort((a, b) => (a.open_time === b.open_time ? 0 : a.open_time < b.open_time ? -1 : 1));
  return out.filter((r, i) => i === 0 || r.open_time >= (out[i - 1] as TimeRange).close_time);
}

const dateProblem = (name: string, value: unknown) =>
  isValidIsoDate(value) ? null : HOURS_TEXTS.calendarDate(name);

function textProblem(name: string, value: unknown, max: number, required: boolean) {
  if ((value === undefined || value === null || value === '') && !required) return null;
  if (typeof value !== 'string' || value.trim() === '' || value.length > max)
    return required ? HOURS_TEXTS.textRequired(name, max) : HOURS_TEXTS.textOptional(name, max);
  return null;
}

const date = (name: string, description: string, example: string) =>
  field((value) => dateProblem(name, value), { example, description });

/** The last day of a span: a date not before the first day (once that is a date), then `more`. */
const lastDay = (
  first: string,
  last: string,
  doc: FieldOptions,
  more?: (span: number) => string | null,
) =>
  field((value, body) => {
    const problem = dateProblem(last, value);
    if (problem || dateProblem(first, body[first])) return problem;
    const span = daysBetween(body[first] as string, value as string);
    return span < 0 ? HOURS_TEXTS.dateOrder(first, last) : (more?.(span) ?? null);
  }, doc);

const blank = (value: unknown) => value === null || value === '';
const given = (value: unknown) => value !== undefined && !blank(value);

/**
 * start_time and end_time, checked together on start_time (so before ranges): beside ranges only
 * absent or blank (a form may send null), else both blank or both times, in order.
 */
function pairProblem({ start_time: start, end_time: end, ranges }: Record<string, unknown>) {
  if (ranges !== undefined) return given(start) || given(end) ? HOURS_TEXTS.rangesOrStartEnd : null;
  if (start === undefined || end === undefined)
    return 'start_time and end_time are required (both null clears the day).';
  if (blank(start) !== blank(end))
    return 'start_time and end_time must both be set, or both be null to clear the day.';
  if (blank(start)) return null;
  const [open, close] = [parseClockTime(start), parseClockTime(end)];
  if (open === null) return HOURS_TEXTS.rangeTime('start_time');
  if (close === null) return HOURS_TEXTS.rangeTime('end_time');
  // 'HH:MM:SS' strings compare in time order.
  return close <= open ? 'end_time must be after start_time.' : null;
}

/** POST /hours/set: `{day, start_time, end_time}` (both null clears the day) or `{day, ranges}`. */
export const setHoursSchema = payload({
  day: field<Weekday>(oneOf('day', WEEKDAYS), { enum: WEEKDAYS }),
  start_time: field<string | null | undefined>((_, hours) => pairProblem(hours), {
    required: false,
    nullable: true,
    example: '09:00:00',
    description: 'HH:MM or HH:MM:SS; null with end_time null clears the day',
  }),
  end_time: field<string | null | undefined>(() => null, {
    required: false,
    nullable: true,
    example: '16:00:00',
  }),
  ranges: field<TimeRange[] | undefined>(
    (ranges) => (ranges === undefined ? null : rangesProblem('ranges', ranges)),
    {
      read: 'raw',
      type: 'array',
      maxItems: MAX_RANGES_PER_DAY,
      example: [
        { open_time: '09:00', close_time: '12:00' },
        { open_time: '13:00', close_time: '16:00' },
      ],
      description: "Instead of start_time/end_time: the day's ranges; empty clears the day",
    },
  ),
});

const MAX_SEASON_NAME = 100;

function seasonHoursProblem(value: unknown): string | null {
  if (!Array.isArray(value) || value.length > WEEKDAYS.length)
    return HOURS_TEXTS.seasonHoursList(MAX_RANGES_PER_DAY);
  const seen = new Set<string>();
  for (const [i, entry] of value.entries()) {
    if (!isPlainObject(entry)) return HOURS_TEXTS.seasonHoursList(MAX_RANGES_PER_DAY);
    const { day_of_week, ranges } = entry;
    const day = typeof day_of_week === 'string' ? day_of_week.trim() : day_of_week;
    if (!isWeekday(day)) return oneOf(`hours[${i}].day_of_week`, WEEKDAYS)(day);
    if (seen.has(day)) return HOURS_TEXTS.seasonDayTwice(`hours[${i}].day_of_week`, day);
    seen.add(day);
    const problem = rangesProblem(`hours[${i}].ranges`, ranges);
    if (problem) return problem;
  }
  return null;
}

export const seasonSchema = payload({
  name: field((value) => textProblem('name', value, MAX_SEASON_NAME, true), {
    example: 'Winter hours',
    maxLength: MAX_SEASON_NAME,
  }),
  valid_from: date('valid_from', 'YYYY-MM-DD, the first day in force', '2026-11-01'),
  valid_through: lastDay('valid_from', 'valid_through', {
    example: '2027-03-31',
    description: 'YYYY-MM-DD, the last day in force',
  }),
  hours: field<WeekdayRanges[]>(seasonHoursProblem, {
    read: 'raw',
    type: 'array',
    example: [{ day_of_week: 'Saturday', ranges: [{ open_time: '10:00', close_time: '15:00' }] }],
    description: 'Weekdays with their ranges; days not listed are closed in this season',
  }),
});

const MAX_SPECIAL_DAY_REASON = 255;
const MAX_SPECIAL_DAY_NOTE = 1000;
const MAX_SPECIAL_DAY_SPAN = 400;

/** Past dates are accepted (a record of what was). */
export const specialDaySchema = payload({
  date_from: date('date_from', 'YYYY-MM-DD, the first day', '2026-12-24'),
  date_through: lastDay(
    'date_from',
    'date_through',
    {
      example: '2026-12-26',
      description: 'YYYY-MM-DD, the last day (same as date_from for one day)',
    },
    (span) =>
      span >= MAX_SPECIAL_DAY_SPAN
        ? `date_through must be within ${MAX_SPECIAL_DAY_SPAN} days of date_from (a longer change of hours is a season).`
        : null,
  ),
  ranges: field<TimeRange[]>((value) => rangesProblem('ranges', value), {
    read: 'raw',
    type: 'array',
    maxItems: MAX_RANGES_PER_DAY,
    example: [{ open_time: '17:00', close_time: '21:00' }],
    description: 'The ranges of each of these days; empty = closed (then reason is required)',
  }),
  reason: field<string | null | undefined>(
    (value, day) =>
      Array.isArray(day.ranges) && day.ranges.length === 0 && !given(value)
        ? HOURS_TEXTS.reasonRequiredWhenClosed
        : textProblem('reason', value, MAX_SPECIAL_DAY_REASON, false),
    { required: false, nullable: true, maxLength: MAX_SPECIAL_DAY_REASON },
  ),
  note: field<string | null | undefined>(
    (value) => textProblem('note', value, MAX_SPECIAL_DAY_NOTE, false),
    { nullable: true, maxLength: MAX_SPECIAL_DAY_NOTE },
  ),
});

const MAX_HOLIDAY_DESCRIPTION = 255;

/** A null or empty description removes the holiday on that date. */
export const setHolidaySchema = payload({
  date: date('date', 'YYYY-MM-DD', '2025-12-25'),
  description: field<string | null | undefined>(
    textOrNull(
      'description',
      MAX_HOLIDAY_DESCRIPTION,
      'description must be text, or null to remove the holiday.',
    ),
    {
      nullable: true,
      maxLength: MAX_HOLIDAY_DESCRIPTION,
      description: 'null or empty deletes the holiday',
    },
  ),
});
