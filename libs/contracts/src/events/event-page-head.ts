import { EVENT_FALLBACKS, EVENT_STATUS_LABELS, type MuseumEvent } from './events';
import { formatLongDate, formatTime12h, parseLocalDateTime } from '../shared/museum-dates';
import type { PageHead } from '../site/page-heads';

// Apart from the route table's heads (page-heads.ts): only an event's page needs this, and the
// dates it formats stay out of the code every public page loads.

/** Width (px) asked of an event's image for link previews (og:image). */
export const OG_IMAGE_WIDTH = 1200;

/** Longest description a link preview is given (characters); longer ones end in "…". */
export const PREVIEW_DESCRIPTION_MAX_LENGTH = 200;

/** The event's title, and its date (and status) before its description, for link previews. */
export function eventPageHead(
  event: Pick<MuseumEvent, 'title' | 'description' | 'start_date'> &
    Partial<Pick<MuseumEvent, 'all_day' | 'status'>>,
): Required<PageHead> {
  const start = parseLocalDateTime(event.start_date);
  let when = start ? formatLongDate(start, { weekday: true }) : EVENT_FALLBACKS.date;
  if (start && !event.all_day && event.start_date.length > 10) when += `, ${formatTime12h(start)}`;
  const status =
    event.status && event.status !== 'scheduled' ? `${EVENT_STATUS_LABELS[event.status]}. ` : '';
  const text = event.description.trim().replace(/\s+/g, ' ') || EVENT_FALLBACKS.description;
  let description = `${status}${when}. ${text}`;
  if (description.length > PREVIEW_DESCRIPTION_MAX_LENGTH)
    description = `${description.slice(0, PREVIEW_DESCRIPTION_MAX_LENGTH - 1).trimEnd()}…`;
  return { page: event.title.trim() || EVENT_FALLBACKS.title, description };
}
