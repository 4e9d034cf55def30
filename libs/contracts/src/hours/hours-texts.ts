// The hours' texts (docs/product.md §10); the status and open-days texts are pinned byte for byte.

// ---- Status messages (rules 1-5 of docs/product.md §10) ----

/** Rules 1 and 2: inside a range today (OPEN), or before today's first range (CLOSED). */
export const openTodayFrom = (ranges: string) => `Open today from ${ranges}`;
/** Rule 2: between two of today's ranges. */
export const reopensTodayAt = (time: string) => `Reopens today at ${time}`;
/** Rule 3, {next} for the next day. */
export const nextTomorrow = (ranges: string) => `tomorrow from ${ranges}`;
/** Rule 3, {next} 2 to 6 days ahead. */
export const nextWeekday = (weekday: string, ranges: string) => `${weekday} from ${ranges}`;
/** Rule 3, {next} 7 or more days ahead: "Friday, January 23 from 9:00 AM to 4:00 PM". */
export const nextDated = (weekday: string, month: string, day: number, ranges: string) =>
  `${weekday}, ${month} ${day} from ${ranges}`;
/** Rule 4: today is a closed special day and a day opens within the horizon. */
export const closedTodayOpenAgain = (reason: string, next: string) =>
  `Closed today for ${reason}. Open again ${next}`;
/** Rule 4: today is a closed special day and nothing opens within the horizon. */
export const closedToday = (reason: string) => `Closed today for ${reason}`;
/** Rule 5. */
export const openNext = (next: string) => `Open ${next}`;
/** Rule 5 (and the open-days line): nothing opens within the horizon. */
export const closedUntilFurtherNotice = 'Closed until further notice';
/** Older data only: the API requires a reason. */
export const defaultClosedReason = 'a holiday';

// ---- The home panel's line, from the weekly hours in force ----

export const openEveryDay = 'Open every day';
export const openThrough = (first: string, last: string) => `Open ${first} through ${last}`;
export const openTwoDays = (a: string, b: string) => `Open ${a} and ${b}`;
/** "a", "a and b", "a, b and c". */
export const andList = (items: readonly string[]) =>
  items.length > 1
    ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
    : items.join('');
/** One day, or a list: "Open Friday", "Open Monday, Wednesday and Friday". */
export const openDayList = (days: readonly string[]) => `Open ${andList(days)}`;

// ---- Refusals (400) of the API's hours writes; each names its field ----

export const rangesNotList = (field: string, max: number) =>
  `${field} must be a list of at most ${max} ranges ({open_time, close_time}).`;
export const tooManyRanges = (field: string, max: number) =>
  `${field} may hold at most ${max} ranges a day.`;
export const rangeNotObject = (field: string) =>
  `${field} must be an object {open_time, close_time}.`;
export const rangeTime = (field: string) =>
  `${field} must be a time of day as HH:MM or HH:MM:SS (24-hour).`;
export const rangeCloseAfterOpen = (field: string) =>
  `${field}.close_time must be after ${field}.open_time.`;
export const rangesOverlap = (field: string, other: string) =>
  `${field} overlaps ${other}: ranges of one day must not overlap.`;
export const rangesOrStartEnd =
  'Send either ranges, or start_time and end_time (both null clears the day), not both.';
export const calendarDate = (field: string) =>
  `${field} must be a real calendar date as YYYY-MM-DD.`;
export const dateOrder = (first: string, last: string) => `${last} must be on or after ${first}.`;
export const textRequired = (field: string, max: number) =>
  `${field} is required (text of at most ${max} characters).`;
export const textOptional = (field: string, max: number) =>
  `${field} must be text of at most ${max} characters, or null.`;
export const reasonRequiredWhenClosed =
  'reason is required when ranges is empty (a closed day says why).';
export const seasonHoursList = (max: number) =>
  `hours must be a list of weekdays ({day_of_week, ranges}) with at most ${max} ranges each.`;
export const seasonDayTwice = (field: string, day: string) =>
  `${field} lists ${day} a second time: give each weekday once.`;
export const dateQuery = (name: string, value: string) =>
  `${name} must be a real calendar date as YYYY-MM-DD (got "${value.slice(0, 32)}").`;
export const daysQuery = (min: number, max: number, value: string) =>
  `days must be a whole number from ${min} to ${max} (got "${value.slice(0, 32)}").`;
export const seasonIdPath = (value: string) =>
  `The season id must be a whole number (got "${value.slice(0, 20)}").`;
export const specialDayIdPath = (value: string) =>
  `The special day id must be a whole number (got "${value.slice(0, 20)}").`;

// ---- Conflicts (409) and absences (404) ----

export const seasonOverlaps = (name: string, from: string, through: string) =>
  `The dates overlap the season "${name}" (${from} to ${through}); seasons must not overlap.`;
export const specialDayOverlaps = (label: string, from: string, through: string) =>
  from === through
    ? `The dates overlap the special day "${label}" on ${from}; special days must not overlap.`
    : `The dates overlap the special day "${label}" (${from} to ${through}); special days must not overlap.`;
export const holidayInsideSpecialDays = (
  date: string,
  label: string,
  from: string,
  through: string,
) =>
  `${date} is inside the special day "${label}" (${from} to ${through}); change that one instead.`;
export const seasonNotFound = (id: number) => `There is no season with id ${id}.`;
export const specialDayNotFound = (id: number) => `There is no special day with id ${id}.`;
