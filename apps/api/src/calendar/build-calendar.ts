import type { MuseumEvent } from '@furnace/contracts';
import { escapeText, localDateTime, serialize, utcDateTime } from './ical-text';
import { vtimezone } from './vtimezone';

export interface CalendarOptions {
  timeZone: string;
  /** The site's public URL (PUBLIC_URL): UIDs and links are built on it. */
  publicUrl: string;
  name: string;
  now: Date;
  /** Where the events happen: the museum's name and address (content "contact"). */
  location: string;
}

/**
 * Events carry a start but no end. Without DTEND/DURATION a timed event lasts zero minutes, which
 * several calendar apps show badly; an hour is a visible, honest placeholder slot.
 */
const DEFAULT_DURATION = 'PT1H';

/** An iCalendar (RFC 5545) document: start times in the museum's zone, with its VTIMEZONE. */
export function buildCalendar(events: readonly MuseumEvent[], options: CalendarOptions): string {
  const site = new URL(options.publicUrl);
  const years = events.map((e) => Number(e.start_date.slice(0, 4)));
  const nowYear = options.now.getUTCFullYear();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Furnace Museum//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    `X-WR-TIMEZONE:${options.timeZone}`,
    ...vtimezone(options.timeZone, Math.min(nowYear, ...years), Math.max(nowYear, ...years)),
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:event-${event.id}@${site.host}`,
      `DTSTAMP:${utcDateTime(options.now)}`,
      `DTSTART;TZID=${options.timeZone}:${localDateTime(event.start_date)}`,
      `DURATION:${DEFAULT_DURATION}`,
      `SUMMARY:${escapeText(event.title)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `CATEGORIES:${escapeText(event.category)}`,
      `LOCATION:${escapeText(options.location)}`,
      `URL:${eventUrl(event, options.publicUrl)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return serialize(lines);
}

/** The event's own link when it has an absolute one, else the site's events page. */
function eventUrl(event: MuseumEvent, publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  if (/^https?:\/\//.test(event.link_url)) return event.link_url;
  if (event.link_url.startsWith('/')) return `${base}${event.link_url}`;
  return `${base}/events`;
}
