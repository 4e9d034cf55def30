import { fireEvent, screen, within } from '@testing-library/react';
import { EVENT_LIFECYCLE_DEFAULTS, type MuseumEvent } from '@furnace/contracts';
import { apiProblem, http, HttpResponse, museumApi, server } from '@furnace/api-client/testing';
import { renderRoute } from '../../testing/render';

const event = (id: number, start_date: string, title = `Event ${id}`): MuseumEvent => ({
  ...EVENT_LIFECYCLE_DEFAULTS,
  id,
  title,
  description: `About event ${id}`,
  category: 'Default Category',
  start_date,
  link_text: '',
  link_url: '',
  image: `/static/event_images/${id}`,
  pdf: null,
});

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('Events page (docs/product.md §2)', () => {
  it('groups by year, then month name of start_date, cards in date order, en-US long dates', async () => {
    // Out of order on purpose: the page, not the API, must put them in date order.
    server.use(
      http.get('/api/v1/events', () =>
        HttpResponse.json([
          event(3, '2027-01-09T10:00:00', 'Winter Lecture'),
          event(1, '2026-12-05T18:30:00', 'Candlelight Tour'),
          event(2, '2026-11-21T09:30:00', 'Charcoal Day'),
          event(4, '2026-12-01T13:00:00', 'Ornament Casting'),
        ]),
      ),
    );
    renderRoute('/events');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'PROGRAMS AND EVENTS',
    );
    const years = await screen.findAllByTestId('event-year');
    expect(years.map((y) => within(y).getByRole('heading', { level: 2 }).textContent)).toEqual([
      '2026',
      '2027',
    ]);

    const months2026 = within(years[0])
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(months2026).toEqual(['November', 'December']);
    const december = within(years[0]).getAllByTestId('event-month')[1];
    expect(
      within(december)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Ornament Casting', 'Candlelight Tour']);
    expect(within(december).getByText(/December 1, 2026/)).toHaveTextContent(
      'December 1, 2026 · 1:00 PM',
    );
    expect(within(years[1]).getByText(/January 9, 2027/)).toBeInTheDocument();
  });

  it('fills missing fields with the spec defaults and falls back to our image when the picture fails', async () => {
    // An incomplete record, as an old or half-migrated API might send.
    server.use(
      http.get('/api/v1/events', () =>
        HttpResponse.json([
          { id: 7, title: '', description: null, start_date: null, image: '', link_text: null },
        ]),
      ),
    );
    renderRoute('/events');
    const card = await screen.findByTestId('event-card');
    expect(within(card).getByRole('heading')).toHaveTextContent('Event Unavailable');
    expect(within(card).getByText('Date TBD')).toBeInTheDocument();
    expect(within(card).getByText('Description Unavailable')).toBeInTheDocument();
    const image = card.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/static/event_images/7');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('test-file-stub');
    // No date: no calendar link; no link text: no link to the PDF page.
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('links to /events/{id} only when the event has link text, and offers a calendar file', async () => {
    museumApi.events = [
      { ...event(5, '2026-11-22T12:30:00'), link_text: 'Read the flyer' },
      event(6, '2026-11-23T12:30:00'),
    ];
    renderRoute('/events');
    const cards = await screen.findAllByTestId('event-card');
    expect(within(cards[0]).getByRole('link', { name: 'Read the flyer' })).toHaveAttribute(
      'href',
      '/events/5',
    );
    expect(within(cards[1]).queryByRole('link', { name: 'Read the flyer' })).toBeNull();
    const calendar = within(cards[0]).getByRole('link', { name: /Add to calendar/ });
    expect(calendar).toHaveAttribute('download', 'event-5.ics');
    expect(calendar).toHaveAttribute('href', '/api/v1/events/5/calendar.ics');
  });

  it('publishes JSON-LD for each dated event', async () => {
    museumApi.events = [event(8, '2026-11-22T12:30:00', 'Furnace Day')];
    const { container } = renderRoute('/events');
    await screen.findByTestId('event-card');
    const scripts = [...container.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? ''),
    );
    expect(scripts).toEqual([
      expect.objectContaining({
        '@type': 'Event',
        name: 'Furnace Day',
        startDate: '2026-11-22T12:30:00',
        url: 'http://localhost/events/8',
      }),
    ]);
  });

  it('says so when there are no events, and when the API cannot be reached', async () => {
    // The fake API starts with no events.
    const first = renderRoute('/events');
    expect(await screen.findByRole('status')).toHaveTextContent(/No upcoming events/);
    first.unmount();

    server.use(http.get('/api/v1/events', () => apiProblem(404))); // not deployed yet
    renderRoute('/events');
    expect(await screen.findByRole('status')).toHaveTextContent(/could not be loaded/);
  });
});
