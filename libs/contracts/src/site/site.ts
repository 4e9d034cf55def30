import { SITE_NAME } from './site-name';

/** The museum's name and tagline, and where its videos' players live. */
export const SITE = {
  name: SITE_NAME,
  tagline: 'Where Pennsylvania iron was made for nearly 140 years',
  /** Where the featured videos' players live; the site's CSP lets frames come from its origin. */
  videoEmbedBase: 'https://video.example.org/embed/',
} as const;

/** Placeholders until staff enter the real ones. */
export const FIRST_INSTALL_CONTACT = {
  address: '94 Rexmont Road, Cornwall, PA 17016',
  phone: '(717) 272-9711',
  email: 'info@example.org',
  mailing_address: 'P.O. Box 251, Cornwall, PA 17016',
};
export const FIRST_INSTALL_LINKS = {
  tickets: 'https://tickets.example.org/iron-furnace',
  donate: 'https://donate.example.org/iron-furnace',
  videos: 'https://video.example.org/@ironfurnace',
  social: [
    { label: 'Facebook', url: 'https://facebook.example.org/ironfurnace' },
    { label: 'Instagram', url: 'https://instagram.example.org/ironfurnace' },
  ],
};
