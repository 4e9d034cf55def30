/**
 * The text staff write: paragraphs split by blank lines, `[words](address)` links (http(s), mailto,
 * tel or a page of the site) and `{phone}`, `{email}`, `{address}` as contact links. Plain data:
 * React renders it escaped, so there is no way to raw HTML.
 */
export type Inline =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string; internal: boolean };

export interface ContactDetails {
  address: string;
  phone: string;
  email: string;
}

const TOKEN = /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)|\{(phone|email|address)\}/g;

function safeLink(text: string, href: string): Inline | null {
  const internal = /^\/(?!\/)[\w\-./?=&#%]*$/.test(href);
  const safe = internal || /^(https?:\/\/|mailto:|tel:)/i.test(href);
  return safe ? { kind: 'link', text, href, internal } : null;
}

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

function contactLink(name: keyof ContactDetails, contact?: ContactDetails): Inline | null {
  if (!contact) return null;
  const text = contact[name];
  return { kind: 'link', text, href: CONTACT_HREF[name](text), internal: false };
}

export function parseInline(text: string, contact?: ContactDetails): Inline[] {
  const pieces: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const [whole, words, address, placeholder] = match;
    const at = match.index ?? 0;
    const piece = placeholder
      ? contactLink(placeholder as keyof ContactDetails, contact)
      : safeLink(words, address);
    if (!piece) continue; // left as written
    if (at > last) pieces.push({ kind: 'text', text: text.slice(last, at) });
    pieces.push(piece);
    last = at + whole.length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}

export function parseParagraphs(text: string, contact?: ContactDetails): Inline[][] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim().replace(/\s*\n\s*/g, ' '))
    .filter(Boolean)
    .map((paragraph) => parseInline(paragraph, contact));
}
