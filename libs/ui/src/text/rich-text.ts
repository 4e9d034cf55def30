/**
 * The text staff write in the admin ("Site content"): plain paragraphs with links, no HTML.
 * - A blank line starts a new paragraph.
 * - `[words](address)` is a link: https://, http://, mailto:, tel: or a page of the site (/map).
 *   Anything else stays as the text it is.
 * - `{phone}`, `{email}`, `{address}` stand for the museum's contact details (content "contact"):
 *   a tap-to-call link, a mail link and a directions link, so a changed phone number changes
 *   everywhere at once.
 * Parsed into plain data here (tested on its own); RichText.tsx renders it with React, which
 * escapes every character: there is no way to reach raw HTML.
 */
export type Inline =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string; internal: boolean };

export interface ContactDetails {
  address: string;
  phone: string;
  email: string;
}

const TOKEN = /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)|\{(phone|email|address)\}/g;

/** The href of a written link, or null when the address is not one we allow. */
export function safeHref(address: string): { href: string; internal: boolean } | null {
  if (/^\/(?!\/)[\w\-./?=&#%]*$/.test(address)) return { href: address, internal: true };
  if (/^(https?:\/\/|mailto:|tel:)/i.test(address)) return { href: address, internal: false };
  return null;
}

/** `tel:` link of a written phone number: its digits, with +1 for a ten-digit US number. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${/^\d{10}$/.test(digits) ? `+1${digits}` : digits}`;
}

/** A map app's directions to the address (opens the phone's maps app where there is one). */
export function directionsHref(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

const CONTACT_HREF = {
  phone: telHref,
  email: (email: string) => `mailto:${email}`,
  address: directionsHref,
};

/** `{phone}`, `{email}` or `{address}` as the link to call, write to or find the museum. */
export function contactLink(name: keyof ContactDetails, contact: ContactDetails): Inline {
  const text = contact[name];
  return { kind: 'link', text, href: CONTACT_HREF[name](text), internal: false };
}

/** One paragraph's pieces. */
export function parseInline(text: string, contact?: ContactDetails): Inline[] {
  const pieces: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const [whole, words, address, placeholder] = match;
    const at = match.index ?? 0;
    let piece: Inline | null = null;
    if (placeholder)
      piece = contact ? contactLink(placeholder as keyof ContactDetails, contact) : null;
    else {
      const safe = safeHref(address);
      piece = safe ? { kind: 'link', text: words, ...safe } : null;
    }
    if (!piece) continue; // left as written
    if (at > last) pieces.push({ kind: 'text', text: text.slice(last, at) });
    pieces.push(piece);
    last = at + whole.length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}

/** Paragraphs (split on blank lines; single line breaks kept as spaces). */
export function parseParagraphs(text: string, contact?: ContactDetails): Inline[][] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim().replace(/\s*\n\s*/g, ' '))
    .filter(Boolean)
    .map((paragraph) => parseInline(paragraph, contact));
}
