import type { ContactContent } from '@furnace/contracts';
import { Link } from '@furnace/router';
import type { ReactNode } from 'react';

/**
 * The text staff write: paragraphs split by blank lines, `[words](address)` links (http(s), mailto,
 * tel or a page of the site) and `{phone}`, `{email}`, `{address}` as contact links. React renders
 * it escaped, so there is no way to raw HTML.
 */
export type ContactDetails = Pick<ContactContent, 'address' | 'phone' | 'email'>;

const TOKEN = /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)|\{(phone|email|address)\}/g;

/** +1 for a ten-digit US number. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${/^\d{10}$/.test(digits) ? `+1${digits}` : digits}`;
}

export function directionsHref(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

const CONTACT_HREF = {
  phone: telHref,
  email: (email: string) => `mailto:${email}`,
  address: directionsHref,
};

/** A page of the site through the router, http(s) in a new tab, mailto: or tel:; else null. */
function link(text: string, href: string, key: number): ReactNode {
  if (/^\/(?!\/)[\w\-./?=&#%]*$/.test(href))
    return (
      <Link key={key} to={href}>
        {text}
      </Link>
    );
  const external = /^https?:\/\//i.test(href);
  if (!external && !/^(mailto:|tel:)/i.test(href)) return null;
  const newTab = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a key={key} href={href} {...newTab}>
      {text}
    </a>
  );
}

function pieces(text: string, contact?: ContactDetails): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const [whole, words, address, placeholder] = match;
    const at = match.index ?? 0;
    const name = placeholder as keyof ContactDetails;
    const node = placeholder
      ? contact && link(contact[name], CONTACT_HREF[name](contact[name]), at)
      : link(words, address, at);
    if (!node) continue; // left as written
    if (at > last) nodes.push(text.slice(last, at));
    nodes.push(node);
    last = at + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** Text staff wrote; `inline`: one paragraph without the <p>. */
export function RichText({
  text,
  contact,
  inline = false,
}: {
  text: string;
  contact?: ContactDetails;
  inline?: boolean;
}) {
  if (inline) return <>{pieces(text.replace(/\s*\n\s*/g, ' '), contact)}</>;
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim().replace(/\s*\n\s*/g, ' '))
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>{pieces(paragraph, contact)}</p>
        ))}
    </>
  );
}
