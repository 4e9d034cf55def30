import { NavLink } from '@furnace/router';
import { buttonClassName, NewTabLink } from '@furnace/ui';

/** Links of the header's menus, one list item each. */
export function NavItems({ links }: { links: { to: string; label: string }[] }) {
  return links.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to}>{link.label}</NavLink>
    </li>
  ));
}

/** The DONATE button of the header and the footer: the association's donation page, in a new tab. */
export function DonateButton({ href }: { href: string | undefined }) {
  return (
    <NewTabLink className={buttonClassName('donate')} href={href}>
      DONATE
    </NewTabLink>
  );
}
