// What visitors read about events and signs beyond docs/product.md's own texts. The card's and the
// carousels' texts are modules of their own, so the home page's chunks take only those.
export * from './event-card-texts';
export * from './carousel-texts';

/** The event page's link to the page named by link_url, when link_text is empty. */
export const moreInformation = 'More information';
/** The event page when the API does not know the event (or it is not published yet). */
export const eventNotFound =
  'We could not find this event. It may be over, or no longer on the schedule.';
/** The event and sign pages' link that saves the PDF. */
export const downloadPdf = 'Download the PDF';
export const openPdf = 'Open the PDF in a new tab';
export const gettingSign = (status: number) => `Error getting sign: ${status}`;
export const backToEvents = 'Back to all programs and events';
/** The event page of a repeating event: its other upcoming dates. */
export const otherDates = 'Other dates';

/** /events: the category filter. */
export const categoryFilterLabel = 'Show';
export const allCategories = 'All programs and events';

/** /events: subscribing to the calendar feed (EVENTS_CALENDAR_PATH). */
export const subscribeTitle = 'Subscribe to our calendar';
export const subscribeHint =
  'Every upcoming program in your calendar app, kept up to date by itself.';
export const downloadCalendar = 'Download the calendar file (.ics)';

/** /events: past events, newest first, a page at a time. */
export const pastEvents = 'Past events';
export const pastEventsLead = 'Programs and events we have held, the most recent first.';
export const pastEventsLink = 'See past events';
export const noPastEvents = 'No past events to show yet.';
export const pastEventsUnavailable =
  'Past events could not be loaded just now. Please try again later.';
export const olderEvents = 'Older events';
export const newerEvents = 'Newer events';
export const pastEventsPage = (page: number) => `Page ${page}`;
/** /events: the upcoming listing comes a page at a time (UPCOMING_PAGE_SIZE occurrences). */
export const laterEvents = 'Later events';
export const soonestEvents = 'Back to the soonest events';
