import { act, screen, waitFor, within } from '@testing-library/react';
import {
  http,
  HttpResponse,
  museumApi,
  occurrenceOverrides,
  requestsTo,
  server,
  settleFakeApi,
  greatWheelSign,
  anEvent,
} from '@furnace/api-client/testing';
import { EVENTS_PUBLIC } from '@furnace/contracts';
import { renderRoute } from '../../testing/render';

beforeEach(() => {
  window.scrollTo = jest.fn();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('/events/{id} and /signs/{name}', () => {
  it('shows the PDF while the HEAD check is pending and after it succeeds', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let heads = 0;
    server.use(
      http.head('/static/event_info/12.pdf', async () => {
        heads++;
        await answered;
        return new HttpResponse(null, { status: 200 });
      }),
    );
    renderRoute('/events/12');
    const frame = await screen.findByTitle('Event flyer (PDF)');
    expect(frame).toHaveAttribute('src', '/static/event_info/12.pdf');
    await waitFor(() => expect(heads).toBe(1));
    // The check's answer arrives and the page has read it.
    await act(async () => {
      answer();
      await settleFakeApi();
    });
    expect(screen.getByTitle('Event flyer (PDF)')).toBeInTheDocument();
    expect(screen.queryByText('No PDF has been uploaded for this event yet.')).toBeNull();
  });

  it("says 'No PDF has been uploaded for this event yet.' when the HEAD request fails", async () => {
    // The fake API has no file for event 99: HEAD answers 404.
    renderRoute('/events/99');
    expect(
      await screen.findByText('No PDF has been uploaded for this event yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByTitle('Event flyer (PDF)')).toBeNull();
  });

  it('shows a sign PDF, or the invalid QR message', async () => {
    museumApi.files.add('/static/qr/great-wheel.pdf');
    const first = renderRoute('/signs/great-wheel');
    expect(await screen.findByTitle('Sign information (PDF)')).toHaveAttribute(
      'src',
      '/static/qr/great-wheel.pdf',
    );
    first.unmount();

    renderRoute('/signs/no-such-sign');
    expect(await screen.findByText('Error: Invalid QR code provided.')).toBeInTheDocument();
    // Not a dead end for a visitor standing at the sign.
    const onward = screen.getByRole('navigation', { name: 'Where to go from here' });
    expect(within(onward).getByRole('link', { name: 'Site map of the grounds' })).toHaveAttribute(
      'href',
      '/map',
    );
    expect(within(onward).getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    expect(requestsTo('HEAD', '/static/qr/no-such-sign.pdf')).toHaveLength(1);
  });

  it('a sign the API does not know: the invalid QR message without waiting for the HEAD check (the server-rendered page says it)', async () => {
    server.use(http.head('/static/qr/gone.pdf', () => new Promise<never>(() => undefined)));
    renderRoute('/signs/gone');
    expect(await screen.findByText('Error: Invalid QR code provided.')).toBeInTheDocument();
    expect(screen.queryByTitle('Sign information (PDF)')).toBeNull();
  });
});

describe('/events/{id}: a page a phone can read, above the PDF', () => {
  it('an event the API lists without a PDF: the message from the start (no frame to replace), the HEAD check still made', async () => {
    museumApi.events = [anEvent(31, '2026-12-05T10:00:00', { title: 'Lantern walk', pdf: null })];
    let frames = 0;
    const observer = new MutationObserver(() => {
      if (document.querySelector('iframe')) frames++;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderRoute('/events/31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lantern walk' })).toBeVisible();
    expect(screen.getByText('No PDF has been uploaded for this event yet.')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('HEAD', '/static/event_info/31.pdf')).toHaveLength(1));
    observer.disconnect();
    expect(frames).toBe(0);
  });

  it('an event listed without a PDF whose HEAD check finds one after all: the document is shown', async () => {
    museumApi.events = [anEvent(32, '2026-12-05T10:00:00', { title: 'Forge night', pdf: null })];
    museumApi.files.add('/static/event_info/32.pdf');
    renderRoute('/events/32');
    expect(await screen.findByTitle('Event flyer (PDF)')).toHaveAttribute(
      'src',
      '/static/event_info/32.pdf',
    );
    expect(screen.queryByText('No PDF has been uploaded for this event yet.')).toBeNull();
  });

  it('shows the title, status, date and time, place, price, description, link and calendar file, then the PDF and its download', async () => {
    museumApi.events = [
      anEvent(21, '2026-12-05T10:00:00', {
        title: 'Charcoal Day',
        description: 'Watch the colliers build a charcoal pile.\n\nBring boots.',
        end_date: '2026-12-05T15:00:00',
        status: 'rescheduled',
        status_note: 'Moved from November 28.',
        location: 'Charcoal hearth by the parking area',
        price_text: 'Free with admission',
        link_text: 'The colliers',
        link_url: 'https://colliers.example.org/',
        pdf: '/static/event_info/21.pdf',
      }),
    ];
    museumApi.files.add('/static/event_info/21.pdf');
    renderRoute('/events/21');
    expect(await screen.findByRole('heading', { level: 1, name: 'Charcoal Day' })).toBeVisible();
    const details = screen.getByTestId('event-details');
    expect(details).toHaveTextContent('Rescheduled Moved from November 28.');
    expect(details).toHaveTextContent('December 5, 2026 · 10:00 AM – 3:00 PM');
    expect(details).toHaveTextContent('Where: Charcoal hearth by the parking area');
    expect(details).toHaveTextContent('Price: Free with admission');
    expect(within(details).getByText('Bring boots.')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: /The colliers/ })).toHaveAttribute(
      'href',
      'https://colliers.example.org/',
    );
    expect(within(details).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/v1/events/21/calendar.ics',
    );
    // The readable part comes first, then the document.
    const frame = screen.getByTitle('Event flyer (PDF)');
    expect(details.compareDocumentPosition(frame) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute(
      'href',
      '/static/event_info/21.pdf',
    );
    await waitFor(() => expect(document.title).toBe('Charcoal Day | Cornwall Iron Furnace'));
    const jsonLd = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(jsonLd).toMatchObject({
      name: 'Charcoal Day',
      eventStatus: 'https://schema.org/EventRescheduled',
      endDate: '2026-12-05T15:00:00',
    });
  });

  it('shows one occurrence of a repeating event by its date, cancelled ones marked, and its other dates', async () => {
    const recurrence = {
      freq: 'weekly' as const,
      interval: 1,
      by_weekday: ['Saturday' as const],
      until: null,
      count: 3,
    };
    museumApi.events = [
      anEvent(30, '2026-12-05T11:00:00', { title: 'Guided tour', recurrence }),
      anEvent(30, '2026-12-12T11:00:00', {
        title: 'Guided tour',
        recurrence,
        status: 'cancelled',
        status_note: 'Closed for the holiday party',
      }),
    ];
    // The listing's rows (details) and the series' own dates (occurrences) of the fake API.
    occurrenceOverrides(museumApi.events[0]).set('2026-12-12', {
      status: 'cancelled',
      status_note: 'Closed for the holiday party',
    });
    occurrenceOverrides(museumApi.events[0]).set('2026-12-19', {
      status: 'postponed',
      status_note: '',
    });
    jest.useFakeTimers({
      now: new Date('2026-12-01T12:00:00'),
      doNotFake: ['setTimeout', 'queueMicrotask', 'setInterval', 'setImmediate', 'nextTick'],
    });
    renderRoute('/events/30?date=2026-12-12');
    const details = await screen.findByTestId('event-details');
    expect(details).toHaveTextContent('December 12, 2026 · 11:00 AM');
    expect(details).toHaveTextContent('Cancelled Closed for the holiday party');
    // Its other dates, each its own page, a moved one marked.
    const others = await screen.findByRole('region', { name: 'Other dates' });
    expect(
      within(others)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/events/30?date=2026-12-05', '/events/30?date=2026-12-19']);
    expect(others).toHaveTextContent('December 19, 2026 · 11:00 AM (Postponed)');
    expect(requestsTo('GET', '/api/v1/events/30/details')[0].path).toBe(
      '/api/v1/events/30/details?date=2026-12-12',
    );
  });

  it("an unknown or unpublished event: 'Event details', a note, the spec's PDF text and ways onward", async () => {
    museumApi.events = [
      anEvent(40, '2026-12-05T10:00:00', { publish_at: '2099-01-01T00:00:00Z', title: 'Secret' }),
    ];
    renderRoute('/events/40');
    expect(await screen.findByText(EVENTS_PUBLIC.eventNotFound)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Event details');
    expect(screen.queryByText('Secret')).toBeNull();
    expect(
      await screen.findByText('No PDF has been uploaded for this event yet.'),
    ).toBeInTheDocument();
    const onward = screen.getByRole('navigation', { name: 'Where to go from here' });
    for (const [name, href] of [
      ['Programs and events', '/events'],
      ['Site map of the grounds', '/map'],
      ['Home page', '/'],
    ]) {
      expect(within(onward).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});

describe('/signs/{name}: what staff wrote about the place, above the PDF', () => {
  it("shows the sign's title and summary, then its PDF and download link", async () => {
    museumApi.signs = [greatWheelSign('Four tons and 24 feet across.\n\nIt drove the bellows.')];
    museumApi.files.add('/static/qr/great-wheel.pdf');
    renderRoute('/signs/great-wheel');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Great Wheel' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Four tons and 24 feet across.')).toBeInTheDocument();
    expect(screen.getByText('It drove the bellows.')).toBeInTheDocument();
    expect(screen.getByTitle('Sign information (PDF)')).toHaveAttribute(
      'src',
      '/static/qr/great-wheel.pdf',
    );
    expect(screen.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute(
      'href',
      '/static/qr/great-wheel.pdf',
    );
    await waitFor(() => expect(document.title).toBe('The Great Wheel | Cornwall Iron Furnace'));
  });
});
