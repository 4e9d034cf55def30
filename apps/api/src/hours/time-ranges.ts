import { HOURS_TEXTS, MAX_RANGES_PER_DAY, type TimeRange } from '@furnace/contracts';
import { isValidIsoDate, parseClockTime } from '@furnace/opening-hours';

/**
 * The one check of a day's ranges, for the regular week, seasons and special days (docs/api.md,
 * "Hours"): a list of at most MAX_RANGES_PER_DAY `{open_time, close_time}`, each a strict clock
 * time, open before close, no two overlapping ([open, close): 12:00-13:00 and 13:00-14:00 touch,
 * they do not overlap). Answers the sentence naming the first bad field (`ranges[1].close_time`),
 * or null.
 */
export function rangesProblem(field: string, value: unknown): string | null {
  if (!Array.isArray(value)) return HOURS_TEXTS.rangesNotList(field, MAX_RANGES_PER_DAY);
  if (value.length > MAX_RANGES_PER_DAY)
    return HOURS_TEXTS.tooManyRanges(field, MAX_RANGES_PER_DAY);
  const seen: { open: string; close: string; name: string }[] = [];
  for (let i = 0; i < value.length; i++) {
    const name = `${field}[${i}]`;
    const range: unknown = value[i];
    if (range === null || typeof range !== 'object' || Array.isArray(range))
      return HOURS_TEXTS.rangeNotObject(name);
    const { open_time, close_time } = range as Record<string, unknown>;
    const open = parseClockTime(typeof open_time === 'string' ? open_time.trim() : open_time);
    if (!open) return HOURS_TEXTS.rangeTime(`${name}.open_time`);
    const close = parseClockTime(typeof close_time === 'string' ? close_time.trim() : close_time);
    if (!close) return HOURS_TEXTS.rangeTime(`${name}.close_time`);
    // 'HH:MM:SS' strings compare in time order.
    if (close <= open) return HOURS_TEXTS.rangeCloseAfterOpen(name);
    const other = seen.find((s) => open < s.close && s.open < close);
    if (other) return HOURS_TEXTS.rangesOverlap(name, other.name);
    seen.push({ open, close, name });
  }
  return null;
}

/** Checked ranges as stored: 'HH:MM:SS', by opening time. */
export function normalRanges(value: readonly TimeRange[]): TimeRange[] {
  return value
    .map((r) => ({
      open_time: parseClockTime(r.open_time.trim()) as string,
      close_time: parseClockTime(r.close_time.trim()) as string,
    }))
    .sort((a, b) => (a.open_time < b.open_time ? -1 : 1));
}

/** A calendar date field: null when fine, else the sentence naming it. */
export function dateProblem(field: string, value: unknown): string | null {
  return isValidIsoDate(typeof value === 'string' ? value.trim() : value)
    ? null
    : HOURS_TEXTS.calendarDate(field);
}

/** A one-line text field of at most `max` characters; `required` refuses null/empty. */
export function textProblem(
  field: string,
  value: unknown,
  max: number,
  required: boolean,
): string | null {
  if ((value === undefined || value === null || value === '') && !required) return null;
  if (typeof value !== 'string' || value.trim() === '' || value.length > max)
    return required ? HOURS_TEXTS.textRequired(field, max) : HOURS_TEXTS.textOptional(field, max);
  return null;
}
