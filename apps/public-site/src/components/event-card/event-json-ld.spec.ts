import { anEvent } from '@furnace/api-client/testing';
import { eventJsonLd } from './event-json-ld';
import { toEventView } from './event-view';

const ld = (extra: Parameters<typeof anEvent>[2]) =>
  eventJsonLd(toEventView(anEvent(3, '2026-12-05T10:00:00', extra)), 'https://museum.test');

describe('event JSON-LD (schema.org Event)', () => {
  it('says scheduled, at the museum, with no end or offer when none is known', () => {
    const data = ld({});
    expect(data).toMatchObject({
      startDate: '2026-12-05T10:00:00',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Cornwall Iron Furnace' },
      image: 'https://museum.test/static/event_images/3',
      url: 'https://museum.test/events/3',
    });
    expect(data).not.toHaveProperty('endDate');
    expect(data).not.toHaveProperty('offers');
  });

  it('gives none without the site origin (its URLs would be relative)', () => {
    expect(eventJsonLd(toEventView(anEvent(3, '2026-12-05T10:00:00')), '')).toBeUndefined();
  });

  it.each([
    ['cancelled', 'https://schema.org/EventCancelled'],
    ['postponed', 'https://schema.org/EventPostponed'],
    ['rescheduled', 'https://schema.org/EventRescheduled'],
  ] as const)('%s -> %s', (status, schema) => {
    expect(ld({ status })?.eventStatus).toBe(schema);
  });

  it('carries the end, the place at the museum address and the price as an offer', () => {
    const data = ld({
      end_date: '2026-12-05T12:00:00',
      location: 'Charging room',
      price_text: '$8.00 adults',
    });
    expect(data?.endDate).toBe('2026-12-05T12:00:00');
    expect(data?.location).toMatchObject({
      name: 'Charging room',
      address: expect.objectContaining({ '@type': 'PostalAddress' }),
    });
    expect(data?.offers).toEqual({
      '@type': 'Offer',
      description: '$8.00 adults',
      url: 'https://museum.test/events/3',
      price: 8,
      priceCurrency: 'USD',
    });
    expect(ld({ price_text: 'Free with admission' })?.offers).toMatchObject({ price: 0 });
    expect(ld({ price_text: 'Pay what you can' })?.offers).not.toHaveProperty('price');
  });

  it('gives an all-day event as dates', () => {
    const data = ld({ all_day: true, end_date: '2026-12-06T00:00:00' });
    expect([data?.startDate, data?.endDate]).toEqual(['2026-12-05', '2026-12-06']);
  });
});
