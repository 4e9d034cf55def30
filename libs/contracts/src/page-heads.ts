import { EVENT_FALLBACKS, EVENT_STATUS_LABELS, type MuseumEvent } from './events';
import { formatLongDate, formatTime12h, parseLocalDateTime } from './museum-dates';
import { SITE } from './site';

/**
 * The title and description of every public route, for the page's <head>: the server writes them
 * (with the canonical URL and the Open Graph and Twitter tags) into the HTML it sends, so search
 * engines and link previews see them without JavaScript; the public site's usePageHead sets the same
 * ones, from here, when a visitor moves between pages.
 */
export interface PageHead {
  /** The page's own name, without the museum's; undefined for the home page. */
  page?: string;
  description: string;
}

export const DEFAULT_PAGE_DESCRIPTION =
  "A preserved charcoal iron furnace, its buildings and miners' village. See whether the museum is open today, plan your visit and find upcoming programs and events.";

/** "{page} | {museum}", or the home page's title. */
export function pageTitle(page?: string): string {
  return page ? `${page} | ${SITE.name}` : `${SITE.name} | Museum and Heritage Site`;
}

const VISIT: PageHead = {
  page: 'Plan Your Visit',
  description:
    'Hours, admission prices, guided tour times and accessibility information for visiting Cornwall Iron Furnace.',
};
const SUPPORT: PageHead = {
  page: 'Support Us',
  description:
    'Become a member, donate, volunteer or sponsor: help the association keep Cornwall Iron Furnace open and its stories told.',
};
const ABOUT: PageHead = {
  page: 'About the Furnace',
  description:
    'The history of Cornwall Iron Furnace, what the site preserves, a photo gallery and the people who care for it.',
};

const underConstruction = (page: string): PageHead => ({
  page,
  description: `The ${page.toLowerCase()} page of the Cornwall Iron Furnace website is under construction.`,
});

/** Exact public paths (docs/product.md §2) and their heads. */
export const PAGE_HEADS: Readonly<Record<string, PageHead>> = {
  '/': { description: DEFAULT_PAGE_DESCRIPTION },
  '/visit': VISIT,
  '/visit/hours': VISIT,
  '/visit/tours': VISIT,
  '/visit/accessibility': VISIT,
  '/visit/getting-here': VISIT,
  '/support': SUPPORT,
  '/support/membership': SUPPORT,
  '/support/donate': SUPPORT,
  '/support/volunteer': SUPPORT,
  '/support/sponsorship': SUPPORT,
  '/sponsorship': SUPPORT,
  '/about': ABOUT,
  '/about/history': ABOUT,
  '/about/holdings': ABOUT,
  '/about/associates': ABOUT,
  '/about/gallery': ABOUT,
  '/events': {
    page: 'Programs and Events',
    description:
      'Tours, talks, demonstrations and family days at Cornwall Iron Furnace: the full schedule of upcoming programs and events.',
  },
  '/history': {
    page: 'Our History',
    description:
      'From Peter Grubb’s furnace of 1742 to the Coleman ironmasters and the museum: the history of Cornwall Iron Furnace.',
  },
  '/associates': {
    page: 'Associates and Partners',
    description: 'The association, board, sponsors and partners who support Cornwall Iron Furnace.',
  },
  '/map': {
    page: 'Interactive Site Map',
    description:
      'Explore the grounds of Cornwall Iron Furnace: the furnace, the Great Wheel, the shops, the mansion and the miners’ village.',
  },
  '/accessibility': {
    page: 'Accessibility',
    description:
      'Parking, steps, facilities, tours, animals and sensory information to help you plan an accessible visit to Cornwall Iron Furnace.',
  },
  '/new-website-announcement': {
    page: 'Welcome to Our New Website',
    description: 'What is new on the Cornwall Iron Furnace website, and what is coming next.',
  },
  '/shop': /* #__PURE__ */ underConstruction('Museum Shop'),
  '/membership': /* #__PURE__ */ underConstruction('Membership'),
  '/donate': /* #__PURE__ */ underConstruction('Donate'),
};

/** An event's page before the server has found the event (or when it does not exist). */
export const EVENT_PAGE_HEAD: Required<PageHead> = {
  page: 'Event details',
  description: 'Details and printable flyer for a program at Cornwall Iron Furnace.',
};
export const SIGN_PAGE_HEAD: Required<PageHead> = {
  page: 'Sign information',
  description:
    'More about the place in front of you, from the sign you scanned at Cornwall Iron Furnace.',
};
export const NOT_FOUND_PAGE_HEAD: PageHead = {
  page: 'Page not found',
  description: DEFAULT_PAGE_DESCRIPTION,
};

/** The head of any path the public site answers: its own, an event's or sign's, or the 404's. */
export function pageHead(path: string): PageHead {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const exact = PAGE_HEADS[normalised];
  if (exact && Object.prototype.hasOwnProperty.call(PAGE_HEADS, normalised)) return exact;
  if (/^\/events\/[^/]+$/.test(normalised)) return EVENT_PAGE_HEAD;
  if (/^\/signs\/[^/]+$/.test(normalised)) return SIGN_PAGE_HEAD;
  return NOT_FOUND_PAGE_HEAD;
}

/** Width (px) asked of an event's image for link previews (og:image). */
export const OG_IMAGE_WIDTH = 1200;

/** Longest description a link preview is given (characters); longer ones end in "…". */
export const PREVIEW_DESCRIPTION_MAX_LENGTH = 200;

/**
 * An event page's head: the event's own title, and its date (and status, when it is not going
 * ahead as planned) before its description, so a shared link previews as the event.
 */
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
