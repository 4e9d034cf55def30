import type { ContentField, ContentKeySchema, ListField, TextListField } from './content-schema';

/** The site map's places (the panel of each, by the place's id: components/site-map/areas.ts). */
const MAP_PLACES: [name: string, label: string][] = [
  ['parking', 'Visitor Parking'],
  ['museum', 'Museum and Visitor Center'],
  ['museum-store', 'Museum Store'],
  ['exhibits', 'Interpretive Displays and Film'],
  ['buttresses', 'Buttresses and Roasting Oven'],
  ['connecting-shed', 'Connecting Shed'],
  ['cart-room', 'Cart Room (Charging Room)'],
  ['giant-wheel', 'The Great Wheel'],
  ['arch', 'Arch and Boilers'],
  ['molding-room', 'Molding Room (Casting House)'],
  ['paymaster', "Paymaster's Office"],
  ['blacksmith-shop', 'Blacksmith Shop'],
  ['wagon-shop', 'Wagon Shop'],
  ['stable', 'Stable'],
  ['manager-house', "Furnace Manager's House"],
  ['mansion', "Ironmaster's Mansion"],
  ['abattoir', 'Abattoir'],
  ['open-pit', 'Open Pit Mine'],
  ['miners-village', "Miners' Village"],
  ['bathroom-visitor-center', 'Restrooms at the Visitor Center'],
  ['bathroom-parking', 'Restrooms by the Parking Area'],
  ['bathroom-grounds', 'Restrooms on the Grounds'],
];

/** A page's headed sections (Accessibility, History): at most `max`, each heading `headingMax` long. */
const sections = (max: number, headingMax: number) =>
  ({
    kind: 'list',
    name: 'sections',
    label: 'Sections',
    itemLabel: 'section',
    min: 1,
    max,
    fields: [
      { kind: 'line', name: 'title', label: 'Heading', max: headingMax },
      { kind: 'text', name: 'text', label: 'Text' },
    ],
  }) as const;

/** Up to ten one-line items (a list of benefits, of what comes next). */
const lines = <Name extends string>(name: Name, label: string, itemLabel: string) =>
  ({ kind: 'texts', name, label, itemLabel, of: 'line', min: 0, max: 10 }) as const;

/**
 * Every content key the museum edits itself (docs/api.md, "Site content and alerts"; the first five are
 * pinned), with its form. The values a fresh install starts from are in content-defaults.ts (the
 * API and the fakes need them; the public bundles do not).
 */
export const CONTENT_SCHEMAS = {
  admission: {
    title: 'Admission prices',
    shownOn: 'Plan Your Visit (Hours and Admission)',
    fields: [
      {
        kind: 'list',
        name: 'items',
        label: 'Prices',
        itemLabel: 'price',
        min: 1,
        max: 12,
        fields: [
          { kind: 'line', name: 'label', label: 'Ticket', max: 60 },
          { kind: 'line', name: 'detail', label: 'Who it is for', optional: true, max: 80 },
          { kind: 'price', name: 'price', label: 'Price', help: 'For example $8.00, or Free' },
        ],
      },
      { kind: 'text', name: 'note', label: 'Note under the prices', optional: true },
    ],
  },
  tours: {
    title: 'Guided tours',
    shownOn: 'Plan Your Visit (Guided Tours)',
    fields: [
      { kind: 'text', name: 'intro', label: 'Introduction' },
      {
        kind: 'list',
        name: 'schedule',
        label: 'Tour times',
        itemLabel: 'day group',
        min: 0,
        max: 7,
        fields: [
          { kind: 'line', name: 'days', label: 'Days', max: 60, help: 'For example Sunday' },
          {
            kind: 'times',
            name: 'times',
            label: 'Start times',
            help: 'Separated by commas, for example 9:30 AM, 11:00 AM',
          },
        ],
      },
      {
        kind: 'text',
        name: 'note',
        label: 'Note under the times',
        optional: true,
        help: '{phone} stands for the museum phone number, as a link visitors can tap to call',
      },
    ],
  },
  contact: {
    title: 'Contact details',
    shownOn: 'every page (footer), Plan Your Visit, Accessibility, Support',
    fields: [
      {
        kind: 'line',
        name: 'address',
        label: 'Street address',
        help: 'Visitors tap it for directions',
      },
      { kind: 'phone', name: 'phone', label: 'Phone number' },
      { kind: 'email', name: 'email', label: 'E-mail address' },
      { kind: 'line', name: 'mailing_address', label: 'Mailing address' },
    ],
  },
  links: {
    title: 'Links',
    shownOn: 'every page (header and footer), home, Support',
    fields: [
      { kind: 'url', name: 'tickets', label: 'Online tickets' },
      { kind: 'url', name: 'donate', label: 'Donation page' },
      { kind: 'url', name: 'videos', label: 'Video channel' },
      {
        kind: 'list',
        name: 'social',
        label: 'Social media',
        itemLabel: 'link',
        min: 0,
        max: 6,
        fields: [
          { kind: 'line', name: 'label', label: 'Name', max: 40, help: 'For example Facebook' },
          { kind: 'url', name: 'url', label: 'Address' },
        ],
      },
    ],
  },
  welcome: {
    title: 'Home page welcome',
    shownOn: 'Home',
    fields: [
      { kind: 'line', name: 'tagline', label: 'Tagline under the museum name', max: 120 },
      { kind: 'line', name: 'title', label: 'Welcome heading', max: 80 },
      { kind: 'text', name: 'text', label: 'Welcome text' },
      { kind: 'text', name: 'quote', label: 'Quote', max: 600 },
      { kind: 'line', name: 'quote_by', label: 'Who said it', max: 80 },
    ],
  },
  visit: {
    title: 'Visit notes',
    shownOn: 'Plan Your Visit (Getting here, Accessibility)',
    fields: [
      { kind: 'text', name: 'parking', label: 'Parking' },
      { kind: 'text', name: 'directions', label: 'Directions' },
      { kind: 'text', name: 'accessibility', label: 'Accessibility summary' },
    ],
  },
  accessibility: {
    title: 'Accessibility guide',
    shownOn: 'Accessibility',
    fields: [{ kind: 'text', name: 'intro', label: 'Introduction' }, sections(12, 60)],
  },
  support: {
    title: 'Support texts',
    shownOn: 'Support Us',
    fields: [
      { kind: 'line', name: 'lead', label: 'Line under the heading', max: 200 },
      { kind: 'text', name: 'membership', label: 'Membership introduction' },
      lines('benefits', 'Membership benefits', 'benefit'),
      { kind: 'text', name: 'upgrade', label: 'Membership upgrade', optional: true },
      { kind: 'text', name: 'donate', label: 'Donate' },
      { kind: 'text', name: 'volunteer', label: 'Volunteer' },
      { kind: 'text', name: 'sponsorship', label: 'Sponsorship' },
    ],
  },
  associates: {
    title: 'Associates and board',
    shownOn: 'Associates and Partners',
    fields: [
      { kind: 'text', name: 'sponsors', label: 'Corporate sponsors' },
      { kind: 'text', name: 'associates', label: 'Associates' },
      { kind: 'text', name: 'board', label: 'Board of directors' },
      {
        kind: 'list',
        name: 'officers',
        label: 'Officers',
        itemLabel: 'officer',
        min: 0,
        max: 12,
        fields: [
          { kind: 'line', name: 'role', label: 'Role', max: 60 },
          { kind: 'line', name: 'name', label: 'Name', optional: true, max: 80 },
        ],
      },
      { kind: 'text', name: 'membership', label: 'Membership' },
    ],
  },
  history: {
    title: 'History',
    shownOn: 'Our History',
    fields: [
      { kind: 'line', name: 'lead', label: 'Line under the heading', max: 200 },
      sections(20, 80),
    ],
  },
  about: {
    title: 'About the furnace',
    shownOn: 'About',
    fields: [
      { kind: 'line', name: 'lead', label: 'Line under the heading', max: 200 },
      { kind: 'text', name: 'history', label: 'History' },
      { kind: 'text', name: 'holdings', label: 'Holdings' },
      { kind: 'text', name: 'associates', label: 'Associates' },
    ],
  },
  map: {
    title: 'Site map texts',
    shownOn: 'Site map (/map and About): the panel of each place',
    fields: MAP_PLACES.map(([name, label]) => ({ kind: 'text', name, label, max: 1000 }) as const),
  },
  announcement: {
    title: 'Announcement',
    shownOn: 'Announcement (/announcement)',
    fields: [
      { kind: 'line', name: 'title', label: 'Heading', max: 80 },
      { kind: 'text', name: 'text', label: 'Text' },
      lines('coming', 'Coming next', 'item'),
      { kind: 'text', name: 'feedback', label: 'Feedback' },
    ],
  },
} as const satisfies Record<string, ContentKeySchema>;

export type ContentKey = keyof typeof CONTENT_SCHEMAS;
// Pure: a bundle that never reads the schemas (the public site) leaves them out.
export const CONTENT_KEYS = /* #__PURE__ */ Object.keys(CONTENT_SCHEMAS) as ContentKey[];

export function isContentKey(key: string): key is ContentKey {
  return Object.prototype.hasOwnProperty.call(CONTENT_SCHEMAS, key);
}

/**
 * A key's value as the pages read it, from its schema above (each field's name is spelled once,
 * there): a text field is a string, a `texts` field a string list, a `list` field rows of strings.
 */
export type ContentValue<Key extends ContentKey> = ValueOf<(typeof CONTENT_SCHEMAS)[Key]['fields']>;
type ValueOf<Fields extends readonly ContentField[]> = {
  -readonly [Field in Fields[number] as Field['name']]: Field extends ListField
    ? ValueOf<Field['fields']>[]
    : Field extends TextListField
      ? string[]
      : string;
};

/** `GET /api/v1/content` (pinned): every key's published value. */
export type SiteContent = { [Key in Exclude<ContentKey, 'map'>]: ContentValue<Key> } & {
  map: MapContent;
};

// The names the pages import, kept.
export type AdmissionContent = ContentValue<'admission'>;
export type ToursContent = ContentValue<'tours'>;
export type ContactContent = ContentValue<'contact'>;
export type LinksContent = ContentValue<'links'>;
export type WelcomeContent = ContentValue<'welcome'>;
export type VisitContent = ContentValue<'visit'>;
export type HistoryContent = ContentValue<'history'>;
export type AboutContent = ContentValue<'about'>;
export type AccessibilityContent = ContentValue<'accessibility'>;
export type SupportContent = ContentValue<'support'>;
export type AssociatesContent = ContentValue<'associates'>;
export type AnnouncementContent = ContentValue<'announcement'>;
export type SectionsContent = Pick<HistoryContent, 'sections'>;
/** The text of each place's panel on the site map, read by the place's id (components/site-map/areas.ts). */
export type MapContent = Record<string, string>;

/** One kept version of a key (GET /api/v1/content/{key}/versions, newest first). */
export interface ContentVersion {
  id: number;
  key: ContentKey;
  value: unknown;
  /** When it is (or was) published: an instant. */
  publish_at: string;
  created_at: string;
  username: string | null;
  /** The version this one restored, if it was a restore. */
  restored_from: number | null;
  /** published: in force or was; current: the one visitors see now; scheduled: publish_at ahead. */
  state: 'current' | 'published' | 'scheduled';
}

/** The API's and the admin's sentences about content (the field sentences are in content-schema.ts). */
export const CONTENT_TEXTS = {
  unknownKey: (key: string) =>
    `There is no content called "${key}". The content keys are: ${CONTENT_KEYS.join(', ')}.`,
  versionNotFound: (key: string, id: number) => `There is no version ${id} of ${key}.`,
  publishAt:
    'publish_at must be a date and time (ISO 8601, for example 2026-12-01T09:00:00-05:00), or left out to publish now.',
  alreadyPublished: (id: number) =>
    `Version ${id} is already published; restore an older version instead of deleting it.`,
  published: (title: string) => `${title} published. Visitors see it on their next page load.`,
  scheduled: (title: string, when: string) => `${title} will be published ${when}.`,
  restored: (title: string, id: number) => `${title}: version ${id} restored and published.`,
  scheduleCancelled: (id: number) => `Scheduled version ${id} cancelled.`,
} as const;
