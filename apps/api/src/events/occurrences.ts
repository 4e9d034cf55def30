import {
  addDays,
  daysBetween,
  occurrenceDates,
  RECURRENCE_HORIZON_DAYS,
  UPCOMING_PAGE_SIZE,
  type EventStatus,
  type MuseumEvent,
  type SpecialDayRecord,
} from '@furnace/contracts';

// Pure: the public sees each occurrence, drafts left out, one on a closed special day cancelled
// with the closure's reason, and an occurrence's own status above both.

/** One occurrence's own status; OccurrenceChanges: by event id, then by its museum date. */
export interface OccurrenceChange {
  status: EventStatus;
  status_note: string;
}
export type OccurrenceChanges = ReadonlyMap<number, ReadonlyMap<string, OccurrenceChange>>;

/** An occurrence's status when it is not its event's: its own, else a closure's; else null. */
export type StatusOn = (id: number, date: string) => OccurrenceChange | null;

export function statusesOf(
  changes: OccurrenceChanges,
  specialDays: readonly SpecialDayRecord[],
): StatusOn {
  const closed = specialDays.filter((day) => day.ranges.length === 0);
  return (id, date) => {
    const own = changes.get(id)?.get(date);
    if (own) return own;
    const day = closed.find((c) => c.date_from <= date && c.date_through >= date);
    return day ? { status: 'cancelled', status_note: day.reason ?? day.note ?? 'Closed' } : null;
  };
}

/** What the occurrences are seen with: their statuses, the museum's today and the instant. */
export interface Seen {
  statusOn: StatusOn;
  today: string;
  now: number;
}

export function isPublished(event: MuseumEvent, now: number): boolean {
  return event.publish_at === null || Date.parse(event.publish_at) <= now;
}

function spanDays(event: MuseumEvent): number {
  return event.end_date
    ? Math.max(0, daysBetween(event.start_date.slice(0, 10), event.end_date.slice(0, 10)))
    : 0;
}

/** The occurrence on `date`: its own start and end (same times and length) and status. */
export function occurrenceOn(event: MuseumEvent, date: string, statusOn: StatusOn): MuseumEvent {
  const shift = daysBetween(event.start_date.slice(0, 10), date);
  return {
    ...event,
    start_date: `${date}${event.start_date.slice(10)}`,
    end_date: event.end_date
      ? `${addDays(event.end_date.slice(0, 10), shift)}${event.end_date.slice(10)}`
      : null,
    ...statusOn(event.id, date),
    occurrence_date: date,
  };
}

export function isOccurrence(event: MuseumEvent, date: string): boolean {
  const window = { from: date, to: date };
  return occurrenceDates(event.start_date.slice(0, 10), event.recurrence, window).includes(date);
}

/** The dates that end on `today` or later, start from `floor` and by `to`, never beyond `horizon`. */
function upcomingDates(
  event: MuseumEvent,
  today: string,
  floor?: string,
  to?: string,
  horizon = addDays(today, RECURRENCE_HORIZON_DAYS),
): string[] {
  const start = event.start_date.slice(0, 10);
  const span = spanDays(event);
  const endsToday = span ? addDays(today, -span) : today;
  const from = floor && floor > endsToday ? floor : endsToday;
  if (!event.recurrence) return start >= from && (!to || start <= to) ? [start] : [];
  const { until, count } = event.recurrence;
  const last = until === null && count === null && (!to || to > horizon) ? horizon : to;
  return occurrenceDates(start, event.recurrence, { from, ...(last ? { to: last } : {}) });
}

function pastDates(event: MuseumEvent, today: string): string[] {
  const last = addDays(today, -spanDays(event) - 1);
  return occurrenceDates(event.start_date.slice(0, 10), event.recurrence, { to: last });
}

const byStart = (a: { start: string; id: number }, b: { start: string; id: number }) =>
  a.start < b.start ? -1 : a.start > b.start ? 1 : a.id - b.id;

/** A page of the upcoming listing starts after this occurrence. */
export interface UpcomingCursor {
  start: string;
  id: number;
}

export interface UpcomingPage {
  events: MuseumEvent[];
  next: UpcomingCursor | null;
}

const FIRST_WINDOW_DAYS = 2;

/**
 * The first `size` published occurrences that end today or later and come after `after`. Only a
 * window of dates is expanded, widened until it holds more than a page, so a page costs about a
 * page's worth of occurrences whatever the series' lengths.
 */
export function upcomingPage(
  events: readonly MuseumEvent[],
  { statusOn, today, now }: Seen,
  { after, size = UPCOMING_PAGE_SIZE }: { after?: UpcomingCursor; size?: number },
): UpcomingPage {
  const published = events.filter((event) => isPublished(event, now));
  // A page after a cursor starts no earlier than the cursor's date; the first page reaches back
  // to the occurrences that started before today and end today or later.
  const floor = after?.start.slice(0, 10);
  const horizon = addDays(today, RECURRENCE_HORIZON_DAYS);
  const comesAfter = (start: string, id: number) =>
    !after || start > after.start || (start === after.start && id > after.id);
  for (let days = FIRST_WINDOW_DAYS; ;) {
    const window = addDays(floor && floor > today ? floor : today, days);
    const last = window >= horizon;
    const to = last ? undefined : window;
    const found: { start: string; id: number; event: MuseumEvent; date: string }[] = [];
    for (const event of published) {
      // A series' first date is its start: one starting after the window has nothing in it.
      if (to !== undefined && event.start_date.slice(0, 10) > to) continue;
      for (const date of upcomingDates(event, today, floor, to, horizon)) {
        const start = `${date}${event.start_date.slice(10)}`;
        if (comesAfter(start, event.id)) found.push({ start, id: event.id, event, date });
      }
    }
    if (!last && found.length <= size) {
      // Too few: widen the window to where, at the rate found so far, a page and a half would be
      // (at least double), so a sparse programme takes two or three rounds, not nine.
      days = Math.max(days * 2, Math.ceil((days * 1.5 * (size + 1)) / Math.max(found.length, 1)));
      continue;
    }
    const page = found.sort(byStart).slice(0, size);
    const end = page.at(-1);
    return {
      events: page.map(({ event, date }) => occurrenceOn(event, date, statusOn)),
      next: found.length > size && end ? { start: end.start, id: end.id } : null,
    };
  }
}

/** Newest first. */
export function pastOccurrences(events: readonly MuseumEvent[], seen: Seen): MuseumEvent[] {
  const on = (event: MuseumEvent) => (date: string) => occurrenceOn(event, date, seen.statusOn);
  return events
    .filter((event) => isPublished(event, seen.now))
    .flatMap((event) => pastDates(event, seen.today).map(on(event)))
    .sort((a, b) => byStart({ start: b.start_date, id: b.id }, { start: a.start_date, id: a.id }));
}

/** What an event page shows without a date: the next one that has not ended, else the last. */
export function defaultOccurrenceDate(event: MuseumEvent, today: string): string {
  return (
    upcomingDates(event, today)[0] ??
    pastDates(event, today).at(-1) ??
    event.start_date.slice(0, 10)
  );
}

/** An open-ended repeat up to RECURRENCE_HORIZON_DAYS after `today`. */
export function allOccurrences(event: MuseumEvent, { statusOn, today }: Seen): MuseumEvent[] {
  const dates = [...pastDates(event, today), ...upcomingDates(event, today)];
  return dates.map((date) => occurrenceOn(event, date, statusOn));
}
