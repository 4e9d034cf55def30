import { NavLink } from '@furnace/router';
import { buttonClassName } from '@furnace/ui';
import type { ReactNode } from 'react';

/** Links of the header's menus, one list item each. */
export function NavItems({ links }: { links: { to: string; label: string }[] }) {
  return links.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to}>{link.label}</NavLink>
    </li>
  ));
}

/** A link to another site, opened in a new tab that gets no hold on this page. */
export function NewTabLink({ children, ...props }: NewTabLinkProps) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
type NewTabLinkProps = { href: string | undefined; className?: string; children: ReactNode };

/** The DONATE button of the header and the footer: the association's donation page, in a new tab. */
export function DonateButton({ href }: { href: string | undefined }) {
  return (
    <NewTabLink className={buttonClassName('donate')} href={href}>
      DONATE
    </NewTabLink>
  );
}
