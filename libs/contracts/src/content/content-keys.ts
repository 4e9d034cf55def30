import type {
  ContentField,
  ContentKeySchema,
  ListField,
  TextField,
  TextKind,
  TextListField,
} from './content-schema';

/** The site map's places in walking order (components/site-map/areas.ts numbers its markers so). */
const MAP_PLACES = [
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
] as const;

type TextOptions = Pick<TextField, 'help' | 'optional' | 'max'>;

const field =
  <const Kind extends TextKind>(kind: Kind) =>
  <const Name extends string>(name: Name, label: string, options: TextOptions = {}) => ({
    kind,
    name,
    label,
    ...options,
  });
const [line, text, url, email, phone, price, times] = (
  ['line', 'text', 'url', 'email', 'phone', 'price', 'times'] as const
).map(field);

const list = <const Name extends string, const Fields extends readonly TextField[]>(
  name: Name,
  label: string,
  itemLabel: string,
  [min, max]: [number, number],
  fields: Fields,
) => ({ kind: 'list' as const, name, label, itemLabel, min, max, fields });

const sections = (max: number, headingMax: number) =>
  list(
    'sections',
    'Sections',
    'section',
    [1, max],
    [line('title', 'Heading', { max: headingMax }), text('text', 'Text')],
  );

const lines = <const Name extends string>(name: Name, label: string, itemLabel: string) =>
  ({ kind: 'texts', name, label, itemLabel, of: 'line', min: 0, max: 10 }) as const;

const form = <const Fields extends readonly ContentField[]>(
  title: string,
  shownOn: string,
  fields: Fields,
) => ({ title, shownOn, fields });

/** Every content key the museum edits itself (the first five pinned), with its form. */
export const CONTENT_SCHEMAS = {
  admission: form('Admission prices', 'Plan Your Visit (Hours and Admission)', [
    list(
      'items',
      'Prices',
      'price',
      [1, 12],
      [
        line('label', 'Ticket', { max: 60 }),
        line('detail', 'Who it is for', { optional: true, max: 80 }),
        price('price', 'Price', { help: 'For example $8.00, or Free' }),
      ],
    ),
    text('note', 'Note under the prices', { optional: true }),
  ]),
  tours: form('Guided tours', 'Plan Your Visit (Guided Tours)', [
    text('intro', 'Introduction'),
    list(
      'schedule',
      'Tour times',
      'day group',
      [0, 7],
      [
        line('days', 'Days', { help: 'For example Sunday', max: 60 }),
        times('times', 'Start times', {
          help: 'Separated by commas, for example 9:30 AM, 11:00 AM',
        }),
      ],
    ),
    text('note', 'Note under the times', {
      optional: true,
      help: '{phone} stands for the museum phone number, as a link visitors can tap to call',
    }),
  ]),
  contact: form('Contact details', 'every page (footer), Plan Your Visit, Accessibility, Support', [
    line('address', 'Street address', { help: 'Visitors tap it for directions' }),
    phone('phone', 'Phone number'),
    email('email', 'E-mail address'),
    line('mailing_address', 'Mailing address'),
  ]),
  links: form('Links', 'every page (header and footer), home, Support', [
    url('tickets', 'Online tickets'),
    url('donate', 'Donation page'),
    url('videos', 'Video channel'),
    list(
      'social',
      'Social media',
      'link',
      [0, 6],
      [line('label', 'Name', { help: 'For example Facebook', max: 40 }), url('url', 'Address')],
    ),
  ]),
  welcome: form('Home page welcome', 'Home', [
    line('tagline', 'Tagline under the museum name', { max: 120 }),
    line('title', 'Welcome heading', { max: 80 }),
    text('text', 'Welcome text'),
    text('quote', 'Quote', { max: 600 }),
    line('quote_by', 'Who said it', { max: 80 }),
  ]),
  visit: form('Visit notes', 'Plan Your Visit (Getting here, Accessibility)', [
    text('parking', 'Parking'),
    text('directions', 'Directions'),
    text('accessibility', 'Accessibility summary'),
  ]),
  accessibility: form('Accessibility guide', 'Accessibility', [
    text('intro', 'Introduction'),
    sections(12, 60),
  ]),
  support: form('Support texts', 'Support Us', [
    line('lead', 'Line under the heading', { max: 200 }),
    text('membership', 'Membership introduction'),
    lines('benefits', 'Membership benefits', 'benefit'),
    text('upgrade', 'Membership upgrade', { optional: true }),
    text('donate', 'Donate'),
    text('volunteer', 'Volunteer'),
    text('sponsorship', 'Sponsorship'),
  ]),
  associates: form('Associates and board', 'Associates and Partners', [
    text('sponsors', 'Corporate sponsors'),
    text('associates', 'Associates'),
    text('board', 'Board of directors'),
    list(
      'officers',
      'Officers',
      'officer',
      [0, 12],
      [line('role', 'Role', { max: 60 }), line('name', 'Name', { optional: true, max: 80 })],
    ),
    text('membership', 'Membership'),
  ]),
  history: form('History', 'Our History', [
    line('lead', 'Line under the heading', { max: 200 }),
    sections(20, 80),
  ]),
  about: form('About the furnace', 'About', [
    line('lead', 'Line under the heading', { max: 200 }),
    text('history', 'History'),
    text('holdings', 'Holdings'),
    text('associates', 'Associates'),
  ]),
  map: form(
    'Site map texts',
    'Site map (/map and About): the panel of each place',
    MAP_PLACES.map(([name, label]) => text(name, label, { max: 1000 })),
  ),
  announcement: form('Announcement', 'Announcement (/announcement)', [
    line('title', 'Heading', { max: 80 }),
    text('text', 'Text'),
    lines('coming', 'Coming next', 'item'),
    text('feedback', 'Feedback'),
  ]),
} as const satisfies Record<string, ContentKeySchema>;

export type ContentKey = keyof typeof CONTENT_SCHEMAS;
// Pure: a bundle that never reads the schemas (the public site) leaves them out.
export const CONTENT_KEYS = /* #__PURE__ */ Object.keys(CONTENT_SCHEMAS) as ContentKey[];

export function isContentKey(key: string): key is ContentKey {
  return Object.prototype.hasOwnProperty.call(CONTENT_SCHEMAS, key);
}

/** A key's value as the pages read it, typed from its schema above. */
export type ContentValue<Key extends ContentKey> = ValueOf<(typeof CONTENT_SCHEMAS)[Key]['fields']>;
type ValueOf<Fields extends readonly ContentField[]> = {
  -readonly [Field in Fields[number] as Field['name']]: Field extends ListField
    ? ValueOf<Field['fields']>[]
    : Field extends TextListField
      ? string[]
      : string;
};

/** `GET /api/v1/content` (pinned): every key's published value (the site map's: by place id). */
export type SiteContent = { [Key in ContentKey]: ContentValue<Key> };

export type ContactContent = ContentValue<'contact'>;

/** One kept version of a key (GET /api/v1/content/{key}/versions, newest first). */
export interface ContentVersion {
  id: number;
  key: ContentKey;
  value: unknown;
  publish_at: string;
  created_at: string;
  username: string | null;
  restored_from: number | null;
  /** published: in force or was; current: the one visitors see now; scheduled: publish_at ahead. */
  state: 'current' | 'published' | 'scheduled';
}

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
