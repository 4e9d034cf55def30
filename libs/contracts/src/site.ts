/**
 * Facts about the museum that several front ends print (navigation, footer, pages). External
 * addresses are placeholders until the association confirms its ticketing and donation providers;
 * change them here, in one place.
 */
export const SITE = {
  name: 'Cornwall Iron Furnace',
  tagline: 'Where Pennsylvania iron was made for nearly 140 years',
  phone: '(717) 272-9711',
  phoneHref: 'tel:+17172729711',
  email: 'info@example.org',
  streetAddress: '94 Rexmont Road, Cornwall, PA 17016',
  mailingAddress: 'P.O. Box 251, Cornwall, PA 17016',
  ticketsUrl: 'https://tickets.example.org/iron-furnace',
  donateUrl: 'https://donate.example.org/iron-furnace',
  videoChannelUrl: 'https://video.example.org/@ironfurnace',
  /** Where the featured videos' players live; the site's CSP lets frames come from its origin. */
  videoEmbedBase: 'https://video.example.org/embed/',
  socialLinks: [
    { label: 'Facebook', href: 'https://facebook.example.org/ironfurnace' },
    { label: 'Instagram', href: 'https://instagram.example.org/ironfurnace' },
  ],
} as const;

/** docs/product.md §9. */
export const OPEN_DAYS_TEXT = 'Open Friday through Sunday';
