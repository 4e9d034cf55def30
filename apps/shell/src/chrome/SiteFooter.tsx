import { useSiteContent } from '@furnace/api-client';
import { useAuth } from '@furnace/auth';
import { ACCOUNTS, SITE_NAME } from '@furnace/contracts';
import { Link } from '@furnace/router';
import { directionsHref, NewTabLink, telHref, useHydrated } from '@furnace/ui';
import { DonateButton } from './links';
import './site-footer.css';

const LINK_GROUPS = [
  {
    title: 'Visitor Information',
    links: [
      { to: '/visit/hours', label: 'Hours and admission' },
      { to: '/visit/tours', label: 'Guided tours' },
      { to: '/visit/accessibility', label: 'Accessibility' },
      { to: '/map', label: 'Site map' },
      { to: '/history', label: 'Our history' },
    ],
  },
  {
    title: 'Support Us',
    links: [
      { to: '/support/membership', label: 'Membership' },
      { to: '/support/volunteer', label: 'Volunteer' },
      { to: '/sponsorship', label: 'Sponsorship' },
      { to: '/associates', label: 'Associates and partners' },
    ],
  },
];

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

        {LINK_GROUPS.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}

        <section aria-label="Tickets">
          <h2>Tickets</h2>
          <ul>
            <li>
              <NewTabLink href={links?.tickets}>Buy tickets online</NewTabLink>
            </li>
            <li>
              <Link to="/visit/hours">Admission prices</Link>
            </li>
          </ul>
        </section>

        <section aria-label="Contact Us">
          <h2>Contact Us</h2>
          {contact && (
            <ul>
              <li>
                <a href={tel}>Call {contact.phone}</a>
              </li>
              <li>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </li>
            </ul>
          )}
        </section>
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
