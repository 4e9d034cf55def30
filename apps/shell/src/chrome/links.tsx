import { NavLink } from '@furnace/router';
import { buttonClassName, NewTabLink } from '@furnace/ui';

export function NavItems({ links }: { links: { to: string; label: string }[] }) {
  return links.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to}>{link.label}</NavLink>
    </li>
  ));
}

export function DonateButton({ href }: { href: string | undefined }) {
  return (
    <NewTabLink className={buttonClassName('donate')} href={href}>
      DONATE
    </NewTabLink>
  );
}
