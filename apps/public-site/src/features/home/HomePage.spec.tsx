import { act, fireEvent, screen } from '@testing-library/react';
import { callsTo, json, mockFetch, renderRoute, STATUS_OPEN } from '../../testing/render';

beforeEach(() => {
  window.scrollTo = jest.fn();
});
afterEach(() => {
  jest.useRealTimers();
});

const heroImage = () => screen.getByAltText(/stone furnace stack/) as HTMLImageElement;

describe('Home page (SPEC section 2)', () => {
  it("shows the badge only after the hero image has loaded, reading 'Loading hours...' until the status arrives", async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch({
      'GET /api/v1/hours/status': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Cornwall Iron Furnace' });
    expect(screen.queryByText('Loading hours...')).toBeNull();

    fireEvent.load(heroImage());
    expect(screen.getByText('Loading hours...')).toBeInTheDocument();

    await act(async () => answer(json(STATUS_OPEN)));
    expect(await screen.findByTestId('status-badge')).toHaveTextContent(
      'OPEN Open today from 9:00 AM to 4:00 PM',
    );
    expect(screen.getByTestId('status-panel')).toHaveTextContent('The museum is now OPEN');
    expect(screen.getByText('Open Friday through Sunday')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan Your Visit' })).toHaveAttribute('href', '/visit');
    expect(screen.getByRole('link', { name: 'Learn More about the furnace' })).toHaveAttribute(
      'href',
      '/about',
    );
  });

  it('retries a failed status fetch up to 5 times, 250 ms apart, then shows CLOSED when told so', async () => {
    jest.useFakeTimers();
    let failures = 3;
    const fetchMock = mockFetch({
      'GET /api/v1/hours/status': () =>
        failures-- > 0
          ? new Response('down', { status: 503 })
          : json({ status: 'CLOSED', message: 'Open Friday from 9:00 AM to 4:00 PM' }),
    });
    renderRoute('/');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(callsTo(fetchMock, 'GET /api/v1/hours/status')).toBe(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(249);
    });
    expect(callsTo(fetchMock, 'GET /api/v1/hours/status')).toBe(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1 + 250 + 250);
    });
    expect(callsTo(fetchMock, 'GET /api/v1/hours/status')).toBe(4);
    expect(screen.getByTestId('status-panel')).toHaveTextContent('The museum is now CLOSED');
  });

  it('gives up after 5 tries and stays quiet rather than guessing', async () => {
    jest.useFakeTimers();
    const fetchMock = mockFetch({
      'GET /api/v1/hours/status': () => new Response('down', { status: 503 }),
    });
    renderRoute('/');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
    });
    expect(callsTo(fetchMock, 'GET /api/v1/hours/status')).toBe(5);
    fireEvent.load(heroImage());
    expect(screen.queryByTestId('status-badge')).toBeNull();
    expect(screen.queryByText('Loading hours...')).toBeNull();
    expect(screen.queryByTestId('status-panel')).toBeNull();
  });

  it("asks for the next 4 events and lists them under 'Upcoming Programs and Events'", async () => {
    const fetchMock = mockFetch({
      'GET /api/v1/hours/status': () => json(STATUS_OPEN),
      'GET /api/v1/events/4': () =>
        json([
          {
            id: 1,
            title: 'Charcoal Day',
            description: 'Colliers at work',
            start_date: '2026-11-21T09:30:00',
            image: '/static/event_images/1',
            link_text: '',
          },
        ]),
    });
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Charcoal Day' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/v1/events/4')).toBe(1);
    expect(
      screen.getByRole('heading', { name: 'Upcoming Programs and Events' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View our full schedule' })).toHaveAttribute(
      'href',
      '/events',
    );
  });

  it('shows four click-to-play videos: no player frame until one is pressed', async () => {
    mockFetch({});
    renderRoute('/');
    await screen.findByRole('heading', { name: 'Featured Videos' });
    const buttons = screen.getAllByRole('button', { name: /^Play video:/ });
    expect(buttons).toHaveLength(4);
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(buttons[1]);
    expect(document.querySelector('iframe')).toHaveAttribute(
      'title',
      'How the Great Wheel blew the furnace',
    );
    expect(screen.getByRole('link', { name: /video channel/ })).toHaveAttribute('target', '_blank');
  });

  it('credits the quote to the museum curator', async () => {
    mockFetch({});
    renderRoute('/');
    expect(await screen.findByText('The museum curator')).toBeInTheDocument();
  });
});
