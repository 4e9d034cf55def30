import { SITE } from '@furnace/contracts';
import type { EventView } from './eventView';

/** RFC 5545 text escaping: backslash, semicolon, comma and new lines. */
const escape = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An iCalendar file for one event, built in the browser so "Add to calendar" works without a server
 * route. Times are the museum's wall clock, so they carry the museum's time zone id.
 */
export function calendarFile(event: EventView, now: Date = new Date()): string | undefined {
  const start = event.start;
  if (!start) return undefined;
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const dtStart = `${start.year}${pad(start.month)}${pad(start.day)}T${pad(start.hour)}${pad(start.minute)}00`;
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Cornwall Iron Furnace//Events//EN',
    'BEGIN:VEVENT',
    `UID:event-${event.id}@cornwall-iron-furnace`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=America/New_York:${dtStart}`,
    `SUMMARY:${escape(event.title)}`,
    `DESCRIPTION:${escape(event.description)}`,
    `LOCATION:${escape(`${SITE.name}, ${SITE.streetAddress}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** A data: address of the calendar file, for a download link. */
export function calendarHref(event: EventView): string | undefined {
  const file = calendarFile(event);
  return file ? `data:text/calendar;charset=utf-8,${encodeURIComponent(file)}` : undefined;
}
