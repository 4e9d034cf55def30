import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { UPCOMING_PAGE_SIZE } from '@furnace/contracts';
import {
  apiProblem,
  http,
  HttpResponse,
  museumApi,
  requestsTo,
  server,
  anEvent,
} from '@furnace/api-client/testing';
import { renderRoute } from '../../testing/render';

/** GET /events answers exactly this (the fake API would sort it and fill its fields). */
const answerEvents = (events: unknown[]) =>
  server.use(http.get('/api/v1/events', () => HttpResponse.json(events)));

const event = (id: number, start_date: string, title = `Event ${id}`) =>
  anEvent(id, start_date, { title });

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('Events page (docs/product.md §2)', () => {
  it('groups by year, then month name of start_date, cards in date order, en-US long dates', async () => {
    // Out of order on purpose: the page, not the API, must put them in date order.
    answerEvents([
      event(3, '2027-01-09T10:00:00', 'Winter Lecture'),
      event(1, '2026-12-05T18:30:00', 'Candlelight Tour'),
      event(2, '2026-11-21T09:30:00', 'Charcoal Day'),
      event(4, '2026-12-01T13:00:00', 'Ornament Casting'),
    ]);
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

  it("loads the first card's picture at once and first (the page's largest paint), the others lazily", async () => {
    answerEvents([
      event(2, '2026-12-05T18:30:00', 'Later'),
      event(1, '2026-11-21T09:30:00', 'First'),
      event(3, '2027-01-09T10:00:00', 'Last'),
    ]);
    renderRoute('/events');
    const cards = await screen.findAllByTestId('event-card');
    const images = cards.map((card) => card.querySelector('img') as HTMLImageElement);
    expect(within(cards[0]).getByRole('heading')).toHaveTextContent('First');
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images[0].getAttribute('fetchpriority')).toBe('high');
    expect(images[1].getAttribute('fetchpriority')).toBeNull();
  });

  it('fills missing fields with the spec defaults and falls back to our image when the picture fails', async () => {
    // An incomplete record, as an old or half-migrated API might send.
    answerEvents([
      { id: 7, title: '', description: null, start_date: null, image: '', link_text: null },
    ]);
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
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/No upcoming events/));
    first.unmount();

    server.use(http.get('/api/v1/events', () => apiProblem(404))); // not deployed yet
    renderRoute('/events');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/could not be loaded/),
    );
  });
});

describe('Events page: filter, subscribe, past events', () => {
  it('filters by category, the categories being those of the listed events', async () => {
    museumApi.events = [
      anEvent(1, '2026-12-05T10:00:00', { title: 'Furnace tour', category: 'Tours' }),
      anEvent(2, '2026-12-06T10:00:00', { title: 'Iron talk', category: 'Talks' }),
      anEvent(3, '2026-12-07T10:00:00', { title: 'Night tour', category: 'Tours' }),
    ];
    renderRoute('/events');
    const filter = await screen.findByRole('combobox', { name: 'Show' });
    await screen.findAllByTestId('event-card');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All programs and events', 'Talks', 'Tours']);
    fireEvent.change(filter, { target: { value: 'Tours' } });
    const titles = () =>
      screen
        .getAllByTestId('event-card')
        .map((card) => within(card).getByRole('heading').textContent);
    expect(titles()).toEqual(['Furnace tour', 'Night tour']);
    fireEvent.change(filter, { target: { value: '' } });
    expect(titles()).toEqual(['Furnace tour', 'Iron talk', 'Night tour']);
  });

  it('opens filtered from ?category=, and ignores a category that has no events', async () => {
    museumApi.events = [
      anEvent(1, '2026-12-05T10:00:00', { title: 'Furnace tour', category: 'Tours' }),
      anEvent(2, '2026-12-06T10:00:00', { title: 'Iron talk', category: 'Talks' }),
    ];
    const first = renderRoute('/events?category=Talks');
    expect(await screen.findByRole('combobox', { name: 'Show' })).toHaveValue('Talks');
    expect(screen.getAllByTestId('event-card')).toHaveLength(1);
    first.unmount();
    renderRoute('/events?category=Nope');
    expect(await screen.findByRole('combobox', { name: 'Show' })).toHaveValue('');
    expect(await screen.findAllByTestId('event-card')).toHaveLength(2);
  });

  it('lists a cancelled occurrence, marked, with the others of its series', async () => {
    museumApi.events = [
      anEvent(5, '2026-12-05T11:00:00', { title: 'Guided tour' }),
      anEvent(5, '2026-12-12T11:00:00', {
        title: 'Guided tour',
        occurrence_date: '2026-12-12',
        status: 'cancelled',
        status_note: 'Closed for the holiday party',
      }),
    ];
    renderRoute('/events');
    const cards = await screen.findAllByTestId('event-card');
    expect(cards).toHaveLength(2);
    expect(cards[1]).toHaveTextContent('Cancelled Closed for the holiday party');
    expect(cards[0]).not.toHaveTextContent('Cancelled');
  });

  it('offers a visible Subscribe link to the calendar feed and the file itself', async () => {
    renderRoute('/events');
    const subscribe = await screen.findByRole('link', { name: 'Subscribe to our calendar' });
    // The page learns its own address in an effect, after the link is first shown.
    await waitFor(() =>
      expect(subscribe).toHaveAttribute('href', 'webcal://localhost/api/v1/events.ics'),
    );
    expect(screen.getByRole('link', { name: 'Download the calendar file (.ics)' })).toHaveAttribute(
      'href',
      '/api/v1/events.ics',
    );
  });

  it('shows past events on request, newest first, 20 a page, with older and newer pages', async () => {
    museumApi.pastEvents = Array.from({ length: 23 }, (_, i) =>
      anEvent(100 + i, `2025-03-${String(i + 1).padStart(2, '0')}T10:00:00`, {
        title: `Past ${i + 1}`,
      }),
    );
    renderRoute('/events');
    await screen.findByRole('heading', { level: 2, name: 'Past events' });
    expect(requestsTo('GET', '/api/v1/events').map((r) => r.path)).not.toContain(
      '/api/v1/events?scope=past&page=1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'See past events' }));
    const list = await screen.findByTestId('past-events');
    await within(list).findByRole('link', { name: 'Past 23' });
    const names = () =>
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(names()).toHaveLength(20);
    expect(names()[0]).toBe('Past 23');
    expect(within(list).getByRole('link', { name: 'Past 23' })).toHaveAttribute(
      'href',
      '/events/122',
    );
    expect(within(list).queryByRole('button', { name: 'Newer events' })).toBeNull();

    fireEvent.click(within(list).getByRole('button', { name: 'Older events' }));
    await within(list).findByRole('link', { name: 'Past 3' });
    expect(names()).toEqual(['Past 3', 'Past 2', 'Past 1']);
    expect(within(list).getByText('Page 2')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Older events' })).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: 'Newer events' }));
    await within(list).findByRole('link', { name: 'Past 23' });
  });

  it('says so when there are no past events', async () => {
    renderRoute('/events');
    fireEvent.click(await screen.findByRole('button', { name: 'See past events' }));
    expect(await screen.findByText('No past events to show yet.')).toBeInTheDocument();
  });

  it('says so when past events cannot be loaded', async () => {
    server.use(http.get('/api/v1/events', () => apiProblem(503)));
    renderRoute('/events');
    fireEvent.click(await screen.findByRole('button', { name: 'See past events' }));
    expect(
      await screen.findByText('Past events could not be loaded just now. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('comes a page at a time: a full page links to the page after its last occurrence, and back', async () => {
    const day = (n: number) =>
      `2027-0${1 + Math.floor(n / 28)}-${String(1 + (n % 28)).padStart(2, '0')}T10:00:00`;
    const firstPage = Array.from({ length: UPCOMING_PAGE_SIZE }, (_, i) => event(i + 1, day(i)));
    const last = firstPage[firstPage.length - 1];
    const cursor = `${last.start_date}_${last.id}`;
    server.use(
      http.get('/api/v1/events', ({ request }) => {
        const after = new URL(request.url).searchParams.get('after');
        if (after === null) return HttpResponse.json(firstPage);
        return after === cursor
          ? HttpResponse.json([event(99, '2027-03-01T10:00:00', 'Spring Opening')])
          : apiProblem(400, 'not the cursor the page gave');
      }),
    );
    renderRoute('/events');
    const later = await screen.findByRole('link', { name: 'Later events' });
    expect(later).toHaveAttribute('href', `/events?after=${encodeURIComponent(cursor)}`);
    expect(screen.queryByRole('link', { name: 'Back to the soonest events' })).toBeNull();

    // The handler answers Spring Opening only to the cursor the page gave.
    fireEvent.click(later);
    expect(await screen.findByRole('heading', { name: 'Spring Opening' })).toBeInTheDocument();
    // A page that is not full is the last: no way further, a way back to the first.
    expect(screen.queryByRole('link', { name: 'Later events' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the soonest events' })).toHaveAttribute(
      'href',
      '/events',
    );
  });
});
