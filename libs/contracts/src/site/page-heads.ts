import { SITE_NAME } from './site-name';

/** A public route's <head>: the server writes it into its HTML, usePageHead on navigation. */
export interface PageHead {
  /** Without the museum's name; undefined for the home page. */
  page?: string;
  description: string;
}

const DEFAULT_PAGE_DESCRIPTION =
  "A preserved charcoal iron furnace, its buildings and miners' village. See whether the museum is open today, plan your visit and find upcoming programs and events.";

export function pageTitle(page?: string): string {
  return page ? `${page} | ${SITE_NAME}` : `${SITE_NAME} | Museum and Heritage Site`;
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

/** `path`: `:id` is any one segment; `section`: the id a sub-route of its page scrolls to. */
const route = <const Page extends string>(
  path: string,
  page: Page,
  head: PageHead,
  more: { section?: string; sitemap?: boolean } = {},
) => ({ path, page, head, sitemap: !path.includes(':'), ...more });

const sections = <const Page extends 'visit' | 'support' | 'about'>(
  page: Page,
  head: PageHead,
  names: string[],
) => names.map((section) => route(`/${page}/${section}`, page, head, { section }));

/** Every visitor route of docs/product.md §2, the one list (ADR 21). */
export const PUBLIC_ROUTES = [
  route('/', 'home', { description: DEFAULT_PAGE_DESCRIPTION }),
  route('/visit', 'visit', VISIT),
  ...sections('visit', VISIT, ['hours', 'tours', 'accessibility']),
  route('/visit/getting-here', 'visit', VISIT, { section: 'getting-here', sitemap: false }),
  route('/events', 'events', {
    page: 'Programs and Events',
    description:
      'Tours, talks, demonstrations and family days at Cornwall Iron Furnace: the full schedule of upcoming programs and events.',
  }),
  route('/events/:id', 'event', EVENT_PAGE_HEAD),
  route('/signs/:name', 'sign', SIGN_PAGE_HEAD),
  route('/about', 'about', ABOUT),
  ...sections('about', ABOUT, ['history', 'holdings', 'associates', 'gallery']),
  route('/support', 'support', SUPPORT),
  ...sections('support', SUPPORT, ['membership', 'donate', 'volunteer', 'sponsorship']),
  // The footer links /sponsorship: the same section as /support/sponsorship.
  route('/sponsorship', 'support', SUPPORT, { section: 'sponsorship', sitemap: false }),
  route('/history', 'history', {
    page: 'Our History',
    description:
      'From Peter Grubb’s furnace of 1742 to the Coleman ironmasters and the museum: the history of Cornwall Iron Furnace.',
  }),
  route('/associates', 'associates', {
    page: 'Associates and Partners',
    description: 'The association, board, sponsors and partners who support Cornwall Iron Furnace.',
  }),
  route('/map', 'map', {
    page: 'Interactive Site Map',
    description:
      'Explore the grounds of Cornwall Iron Furnace: the furnace, the Great Wheel, the shops, the mansion and the miners’ village.',
  }),
  route('/accessibility', 'accessibility', {
    page: 'Accessibility',
    description:
      'Parking, steps, facilities, tours, animals and sensory information to help you plan an accessible visit to Cornwall Iron Furnace.',
  }),
  route('/new-website-announcement', 'announcement', {
    page: 'Welcome to Our New Website',
    description: 'What is new on the Cornwall Iron Furnace website, and what is coming next.',
  }),
  route('/shop', 'under-construction', underConstruction('Museum Shop'), { sitemap: false }),
  route('/membership', 'under-construction', underConstruction('Membership'), { sitemap: false }),
  route('/donate', 'under-construction', underConstruction('Donate'), { sitemap: false }),
];
export type PublicPageName = (typeof PUBLIC_ROUTES)[number]['page'];

export const PUBLIC_PAGES = PUBLIC_ROUTES.filter((r) => r.sitemap).map((r) => r.path);

const pattern = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`);
const MATCHERS = PUBLIC_ROUTES.map((route) => ({ test: pattern(route.path), route }));

function publicRoute(path: string) {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return MATCHERS.find((m) => m.test.test(normalised))?.route;
}

export function pageHead(path: string): PageHead {
  return publicRoute(path)?.head ?? NOT_FOUND_PAGE_HEAD;
}

/** A sub-route glides to its section, so its page needs its script at once (page-boot.js). */
export function needsScriptAtOnce(path: string): boolean {
  return !!publicRoute(path)?.section;
}
