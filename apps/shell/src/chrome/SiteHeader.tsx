import { useSiteContent } from '@furnace/api-client';
import { useAuth } from '@furnace/auth';
import { ACCOUNTS, SITE_NAME } from '@furnace/contracts';
import { Link, NavLink, useLocation, useNavigate } from '@furnace/router';
import { startTransition, useEffect, useState } from 'react';
import { extraRemotes } from '../remotes/registry';
import { NewTabLink } from '@furnace/ui';
import { DonateButton, NavItems } from './links';
import './site-header.css';

const MAIN_LINKS = [
  { to: '/visit', label: 'VISIT' },
  { to: '/about', label: 'ABOUT' },
  { to: '/events', label: 'EVENTS' },
  { to: '/support', label: 'SUPPORT' },
];

const SUPPORT_LINKS = [
  { to: '/support', label: 'Support Us' },
  { to: '/membership', label: 'Membership' },
];

const STAFF_LINKS = [
  { to: '/admin', label: ACCOUNTS.staffArea },
  { to: '/profile', label: ACCOUNTS.yourProfile },
];

const extraLinks = () =>
  extraRemotes()
    .filter((remote) => remote.navLabel)
    .map((remote) => ({ to: remote.mountPath as string, label: remote.navLabel as string }));

/** Desktop navigation, and below 769px a hamburger menu (CSS picks, so nothing shifts on load). */
export function SiteHeader() {
  const { user, logout } = useAuth();
  const links = useSiteContent()?.links;
  const [menuOpen, setMenuOpen] = useState(false);
  const [signedOut, setSignedOut] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => setMenuOpen(false), [pathname]);

  const signOut = () => {
    // One transition for both, as the admin's Logout does.
    startTransition(() => {
      void navigate('/');
      logout();
    });
    setMenuOpen(false);
    setSignedOut(true);
  };
  const signOutButton = (
    <button type="button" className="site-header__sign-out" onClick={signOut}>
      {ACCOUNTS.signOut}
    </button>
  );

  useEffect(() => {
    if (!menuOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [menuOpen]);

  return (
    <header className="site-header">
      <Link to="/" className="site-header__brand">
        <img src="/favicon.svg" alt="" width="36" height="36" />
        <span>{SITE_NAME}</span>
      </Link>

      <nav className="site-header__desktop" aria-label="Main">
        <ul>
          <NavItems links={[...MAIN_LINKS, ...extraLinks()]} />
          <li>
            <NewTabLink href={links?.tickets}>ONLINE TICKETS</NewTabLink>
          </li>
        </ul>
      </nav>

      <div className="site-header__account">
        {user ? (
          <>
            <Link to="/profile">Welcome, {user.username}</Link>
            <NavLink to="/admin">{ACCOUNTS.staffArea}</NavLink>
            {signOutButton}
          </>
        ) : (
          <>
            <NavLink to="/membership">MEMBERSHIP</NavLink>
            <DonateButton href={links?.donate} />
          </>
        )}
      </div>

      <button
        type="button"
        className="site-header__hamburger"
        aria-expanded={menuOpen}
        aria-controls="mobile-menu"
        aria-label={menuOpen ? 'Close menu' : 'Open menu'}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <span aria-hidden="true" />
        <span aria-hidden="true" />
        <span aria-hidden="true" />
      </button>

      {signedOut && !user && (
        <p role="status" className="site-header__signed-out">
          {ACCOUNTS.signedOut}
        </p>
      )}

      {menuOpen && (
        <nav id="mobile-menu" className="site-header__mobile" aria-label="Mobile">
          <ul>
            <NavItems links={[...MAIN_LINKS.slice(0, 3), ...extraLinks()]} />
            <li>
              <NewTabLink href={links?.tickets}>Tickets</NewTabLink>
            </li>
            <NavItems links={SUPPORT_LINKS} />
            <li>
              <NewTabLink href={links?.donate}>Donate</NewTabLink>
            </li>
            <NavItems links={[{ to: '/map', label: 'Site map' }, ...(user ? STAFF_LINKS : [])]} />
            {user && <li>{signOutButton}</li>}
          </ul>
        </nav>
      )}
    </header>
  );
}
