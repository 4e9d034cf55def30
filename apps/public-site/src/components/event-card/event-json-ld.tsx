import { serverMetaOf } from '@furnace/api-client';
import { QueryClientContext } from '@furnace/api-client/query';
import { EVENT_STATUS_LABELS, museumPlace, type ContactContent } from '@furnace/contracts';
import { useContext } from 'react';
import type { EventView } from './event-view';

/** A price text schema.org can read as an amount: 'Free' -> 0, '$8.00 ...' -> 8; else undefined. */
function priceAmount(price: string): number | undefined {
  if (/^free\b/i.test(price)) return 0;
  const match = /^\$\s*(\d+(?:\.\d{1,2})?)/.exec(price);
  return match ? Number(match[1]) : undefined;
}

export function eventJsonLd(event: EventView, origin: string, contact?: ContactContent) {
  // Without an origin (a server render not told the site's address) its URLs would be relative.
  if (!event.startDate || !origin) return undefined;
  const museum = museumPlace(contact);
  const url = `${origin}${event.href}`;
  // An all-day event is a date, not a moment.
  const when = (value: string) => (event.allDay ? value.slice(0, 10) : value);
  const amount = priceAmount(event.price);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    startDate: when(event.startDate),
    ...(event.endDate && { endDate: when(event.endDate) }),
    description: event.description,
    image: /^https?:/.test(event.image) ? event.image : `${origin}${event.image}`,
    url,
    eventStatus: `https://schema.org/Event${EVENT_STATUS_LABELS[event.status]}`,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: event.location ? { ...museum, name: event.location } : museum,
    ...(event.price && {
      offers: {
        '@type': 'Offer',
        description: event.price,
        url,
        ...(amount !== undefined && { price: amount, priceCurrency: 'USD' }),
      },
    }),
    organizer: { '@type': 'Organization', name: museum.name, url: `${origin}/` },
  };
}

/** The site's public address: the server render's, or the canonical link's (the same bytes). */
export function usePageOrigin(): string {
  const client = useContext(QueryClientContext);
  const server = client && serverMetaOf(client);
  if (server) return server.origin;
  if (typeof window === 'undefined') return '';
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  return new URL(canonical ?? '', window.location.href).origin;
}

/** JSON-LD is data, not script, so the CSP allows it; '<' escaped so no text closes it. */
export function EventJsonLd({ event, contact }: { event: EventView; contact?: ContactContent }) {
  const data = eventJsonLd(event, usePageOrigin(), contact);
  if (!data) return null;
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
