import {
  addDays,
  EVENT_STATUS_LABELS,
  type EventStatus,
  type MuseumEvent,
} from '@furnace/contracts';
import { loopBreaks } from '../common/loop-breaks';
import { escapeText, localDateTime, serialize, utcDateTime, vtimezone } from './ical';

interface CalendarOptions {
  timeZone: string;
  /** The site's public URL (PUBLIC_URL): UIDs and links are built on it. */
  publicUrl: string;
  name: string;
  now: Date;
  /** Where the events happen: the museum's name and address (content "contact"). */
  location: string;
}

/** For an event without an end: zero minutes shows badly in several calendar apps. */
const DEFAULT_DURATION = 'PT1H';

/** RFC 5545 STATUS: postponed (a new date to come) is TENTATIVE. */
const ICAL_STATUS: Record<EventStatus, string> = {
  scheduled: 'CONFIRMED',
  rescheduled: 'CONFIRMED',
  postponed: 'TENTATIVE',
  cancelled: 'CANCELLED',
};

const icalDate = (date: string) => date.slice(0, 10).replace(/-/g, '');

/** An all-day event as DATE values, DTEND the day after its last. */
function times(event: MuseumEvent, timeZone: string): string[] {
  if (event.all_day) {
    const last = (event.end_date ?? event.start_date).slice(0, 10);
    return [
      `DTSTART;VALUE=DATE:${icalDate(event.start_date)}`,
      `DTEND;VALUE=DATE:${icalDate(addDays(last, 1))}`,
    ];
  }
  return [
    `DTSTART;TZID=${timeZone}:${localDateTime(event.start_date)}`,
    event.end_date
      ? `DTEND;TZID=${timeZone}:${localDateTime(event.end_date)}`
      : `DURATION:${DEFAULT_DURATION}`,
  ];
}

function description(event: MuseumEvent): string {
  if (event.status === 'scheduled') return event.description;
  const label = EVENT_STATUS_LABELS[event.status];
  return `${label}${event.status_note ? `: ${event.status_note}` : '.'}\n\n${event.description}`;
}

/** Events per slice of the document: well under a millisecond of work each. */
const SLICE = 50;

/** The document's text in slices; joined, they are the whole document. */
function* calendarSlices(events: readonly MuseumEvent[], options: CalendarOptions) {
  const host = new URL(options.publicUrl).host;
  const base = options.publicUrl.replace(/\/+$/, '');
  // One VEVENT per occurrence, each its own UID and status: no RRULE/EXDATE support needed.
  const uid = ({ id, recurrence, occurrence_date: date }: MuseumEvent) =>
    recurrence && date ? `event-${id}-${date}@${host}` : `event-${id}@${host}`;
  const url = ({ link_url: link }: MuseumEvent) =>
    /^https?:\/\//.test(link) ? link : `${base}${link.startsWith('/') ? link : '/events'}`;
  const years = events.map((e) => Number(e.start_date.slice(0, 4)));
  const nowYear = options.now.getUTCFullYear();
  yield serialize([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Furnace Museum//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    `X-WR-TIMEZONE:${options.timeZone}`,
    ...vtimezone(options.timeZone, Math.min(nowYear, ...years), Math.max(nowYear, ...years)),
  ]);
  for (let at = 0; at < events.length; at += SLICE)
    yield serialize(
      events
        .slice(at, at + SLICE)
        .flatMap((event) => [
          'BEGIN:VEVENT',
          `UID:${uid(event)}`,
          `DTSTAMP:${utcDateTime(options.now)}`,
          ...times(event, options.timeZone),
          `STATUS:${ICAL_STATUS[event.status]}`,
          `SUMMARY:${escapeText(event.title)}`,
          `DESCRIPTION:${escapeText(description(event))}`,
          `CATEGORIES:${escapeText(event.category)}`,
          `LOCATION:${escapeText(event.location || options.location)}`,
          `URL:${url(event)}`,
          'END:VEVENT',
        ]),
    );
  yield serialize(['END:VCALENDAR']);
}

export function buildCalendar(events: readonly MuseumEvent[], options: CalendarOptions): string {
  return [...calendarSlices(events, options)].join('');
}

/** The same document, the event loop let run between slices (ADR 52). */
export async function buildCalendarYielding(
  events: readonly MuseumEvent[],
  options: CalendarOptions,
  pause = loopBreaks(),
): Promise<string> {
  let text = '';
  for (const slice of calendarSlices(events, options)) await pause().then(() => (text += slice));
  return text;
}
