import { SITE_NAME } from './site-name';

/**
 * The museum's name, and the first-install values of its contact details and links. Staff change
 * those in the admin ("Site content": contact, links; content-defaults.ts starts from these), and
 * pages read the published content; the shell falls back to these only until the content has
 * arrived (the dev servers, which do not inline it). External addresses are placeholders.
 */
export const SITE = {
  name: SITE_NAME,
  tagline: 'Where Pennsylvania iron was made for nearly 140 years',
  phone: '(717) 272-9711',
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

/** The content keys "contact" and "links" of a fresh install (content-defaults.ts). */
export const FIRST_INSTALL_CONTACT = {
  address: SITE.streetAddress,
  phone: SITE.phone,
  email: SITE.email,
  mailing_address: SITE.mailingAddress,
};
export const FIRST_INSTALL_LINKS = {
  tickets: SITE.ticketsUrl,
  donate: SITE.donateUrl,
  videos: SITE.videoChannelUrl,
  social: /* #__PURE__ */ SITE.socialLinks.map((link) => ({ label: link.label, url: link.href })),
};
