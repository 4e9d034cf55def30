import { useSiteContent } from '@furnace/api-client';
import { useAuth } from '@furnace/auth';
import { ACCOUNTS, SITE_NAME } from '@furnace/contracts';
import { Link } from '@furnace/router';
import { directionsHref, NewTabLink, telHref, useHydrated } from '@furnace/ui';
import type { ReactNode } from 'react';
import { DonateButton } from './links';
import './site-footer.css';

/** The columns of site links: each title's paths and their links' words. */
const LINK_GROUPS: Record<string, Record<string, string>> = {
  'Visitor Information': {
    '/visit/hours': 'Hours and admission',
    '/visit/tours': 'Guided tours',
    '/visit/accessibility': 'Accessibility',
    '/map': 'Site map',
    '/history': 'Our history',
  },
  'Support Us': {
    '/support/membership': 'Membership',
    '/support/volunteer': 'Volunteer',
    '/sponsorship': 'Sponsorship',
    '/associates': 'Associates and partners',
  },
};

export function SiteFooter() {
  const { user } = useAuth();
  const content = useSiteContent();
  const contact = content?.contact;
  const links = content?.links;
  const tel = contact && telHref(contact.phone);
  // The year in UTC until hydrated (the server's text kept around New Year), then the visitor's: a
  // new key, since React would not rewrite text it believes already there.
  const hydrated = useHydrated();
  const now = new Date();
  const year = hydrated ? now.getFullYear() : now.getUTCFullYear();
  // Each column's links, as list items (Contact Us has none until the contact details are in).
  const columns: Record<string, ReactNode[] | undefined> = {
    ...Object.fromEntries(
      Object.entries(LINK_GROUPS).map(([title, paths]) => [
        title,
        Object.entries(paths).map(([to, label]) => <Link to={to}>{label}</Link>),
      ]),
    ),
    Tickets: [
      <NewTabLink href={links?.tickets}>Buy tickets online</NewTabLink>,
      <Link to="/visit/hours">Admission prices</Link>,
    ],
    'Contact Us': contact && [
      <a href={tel}>Call {contact.phone}</a>,
      <a href={`mailto:${contact.email}`}>{contact.email}</a>,
    ],
  };
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit">{SITE_NAME}</h2>
          {contact && (
            <address>
              <NewTabLink href={directionsHref(contact.address)}>{contact.address}</NewTabLink>
              <br />
              <a href={tel}>{contact.phone}</a>
              <br />
              Mail: {contact.mailing_address}
            </address>
          )}
          <ul className="site-footer__social">
            {links?.social.map((link) => (
              <li key={link.url}>
                <NewTabLink href={link.url}>{link.label}</NewTabLink>
              </li>
            ))}
          </ul>
          <DonateButton href={links?.donate} />
        </section>

        {Object.entries(columns).map(([title, items]) => (
          <section key={title} aria-label={title}>
            <h2>{title}</h2>
            {items && (
              <ul>
                {items.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>

      <p className="site-footer__commission">
        The site is owned and administered by the state historical and museum commission and is
        supported by the volunteers of its non-profit associates.
      </p>
      <p className="site-footer__legal">
        ©{' '}
        <span key={hydrated ? 'local' : 'server'} suppressHydrationWarning>
          {year}
        </span>{' '}
        Friends of the Iron Furnace. All rights reserved. ·{' '}
        <Link to="/admin">{user ? ACCOUNTS.staffArea : 'Site administrator login'}</Link>
      </p>
    </footer>
  );
}
