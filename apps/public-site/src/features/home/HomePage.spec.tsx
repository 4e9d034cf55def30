import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  apiProblem,
  http,
  HttpResponse,
  inlineAnswer,
  inlineSiteData,
  museumApi,
  requestsTo,
  server,
  settleFakeApi,
  anEvent,
} from '@furnace/api-client/testing';
import { MemoryRouter } from '@furnace/router/testing';
import { renderHydrated } from '@furnace/ui/testing';
import { useOpenStatus } from '../../hooks/useOpenStatus';
import { renderRoute } from '../../testing/render';
import { HomeHero } from './HomeHero';
import { fakeRetryPauses, watchStatusTries } from '../../testing/status-tries';

/** Lets every answer on its way arrive and the page finish with it. */
const settle = () => act(() => settleFakeApi());

beforeEach(() => {
  window.scrollTo = jest.fn();
});
afterEach(() => {
  jest.useRealTimers();
});

const heroImage = () => screen.getByAltText(/stone furnace stack/) as HTMLImageElement;

describe('Home page (docs/product.md §2)', () => {
  it("shows the badge only after the hero image has loaded, reading 'Loading hours...' until the status arrives", async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/v1/hours/status', async () => {
        await answered;
        return HttpResponse.json({
          status: 'OPEN',
          message: 'Open today from 9:00 AM to 4:00 PM',
        });
      }),
    );
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Cornwall Iron Furnace' });
    expect(screen.queryByText('Loading hours...')).toBeNull();

    fireEvent.load(heroImage());
    expect(screen.getByText('Loading hours...')).toBeInTheDocument();

    await act(async () => answer());
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

  it("puts the badge in the server's HTML, where the stylesheet shows it once the picture is in; hydration keeps it", async () => {
    // The status as the server render read it, inlined in the page for the browser's first render.
    inlineSiteData();
    inlineAnswer('/hours/status', {
      status: 'CLOSED',
      message: 'Open Friday from 9:00 AM to 4:00 PM',
    });
    function Hero() {
      return <HomeHero status={useOpenStatus()} />;
    }
    const page = await renderHydrated(
      <MemoryRouter>
        <Hero />
      </MemoryRouter>,
    );
    // In the HTML, before any script: the server inlines the picture, and home.module.css shows
    // the badge after a data: URL picture (or once the slot is --loaded).
    expect(page.serverHtml).toMatch(
      /<div class="home-hero__status"><p class="status-badge status-badge--closed" role="status" data-testid="status-badge"><strong>CLOSED<\/strong> <span>Open Friday from 9:00 AM to 4:00 PM<\/span><\/p><\/div>/,
    );
    expect(page.problems).toEqual([]);
    const view = within(page.container);
    expect(view.getByTestId('status-badge')).toHaveTextContent(
      'CLOSED Open Friday from 9:00 AM to 4:00 PM',
    );
    fireEvent.load(view.getByAltText(/stone furnace stack/));
    expect(view.getByTestId('status-badge').parentElement).toHaveClass('home-hero__status--loaded');
    page.unmount();
  });

  it('retries a failed status fetch up to 5 times, 250 ms apart, then shows CLOSED when told so', async () => {
    fakeRetryPauses();
    museumApi.status = { status: 'CLOSED', message: 'Open Friday from 9:00 AM to 4:00 PM' };
    // The first three tries fail (`once` handlers are used up in order), then the fake API answers.
    for (let failure = 0; failure < 3; failure++)
      server.use(http.get('/api/v1/hours/status', () => apiProblem(503), { once: true }));
    const tries = watchStatusTries();
    renderRoute('/');
    await tries.answered(1);
    expect(tries.started).toBe(1);
    await tries.pass(249);
    await settle();
    expect(tries.started).toBe(1);
    await tries.pass(1);
    await tries.answered(2);
    expect(tries.started).toBe(2);
    await tries.pass(250);
    await tries.answered(3);
    await tries.pass(250);
    await tries.answered(4);
    expect(tries.started).toBe(4);
    expect(screen.getByTestId('status-panel')).toHaveTextContent('The museum is now CLOSED');
  });

  it('gives up after 5 tries: no badge rather than a guess, and the panel says where to find the hours', async () => {
    fakeRetryPauses();
    server.use(http.get('/api/v1/hours/status', () => apiProblem(503)));
    const tries = watchStatusTries();
    renderRoute('/');
    await tries.allFive();
    await tries.pass(5000);
    await settle();
    expect(tries.started).toBe(5);
    fireEvent.load(heroImage());
    expect(screen.queryByTestId('status-badge')).toBeNull();
    expect(screen.queryByText('Loading hours...')).toBeNull();
    expect(screen.queryByTestId('status-panel')).toBeNull();
    const note = screen.getByTestId('status-unavailable');
    expect(note).toHaveTextContent(
      'Our opening status could not be loaded just now. See this week’s hours or call (717) 272-9711.',
    );
    expect(screen.getByRole('link', { name: 'See this week’s hours' })).toHaveAttribute(
      'href',
      '/visit/hours',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("the 'Open ... through ...' line is the API's (GET /hours/week), so it follows the hours staff set", async () => {
    museumApi.openDays = 'Open Saturday and Sunday';
    renderRoute('/');
    expect(await screen.findByTestId('open-days')).toHaveTextContent('Open Saturday and Sunday');
    expect(screen.queryByText('Open Friday through Sunday')).toBeNull();
    expect(requestsTo('GET', '/api/v1/hours/week')).toHaveLength(1);
  });

  it('builds no structured data itself: the server puts the museum JSON-LD in the HTML', async () => {
    renderRoute('/');
    await screen.findByTestId('open-days');
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(requestsTo('GET', '/api/v1/seasons')).toHaveLength(0);
    expect(requestsTo('GET', '/api/v1/hours/schedule')).toHaveLength(0);
  });

  it("asks for the next 4 events and lists them under 'Upcoming Programs and Events'", async () => {
    museumApi.events = [1, 2, 3, 4, 5].map((id) =>
      anEvent(id, `2026-11-2${id}T09:30:00`, {
        title: id === 1 ? 'Charcoal Day' : `Event ${id}`,
        description: 'Colliers at work',
        category: 'Default Category',
      }),
    );
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Charcoal Day' })).toBeInTheDocument();
    expect(requestsTo('GET', '/api/v1/events/4')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Event 5' })).toBeNull();
    expect(
      screen.getByRole('heading', { name: 'Upcoming Programs and Events' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View our full schedule' })).toHaveAttribute(
      'href',
      '/events',
    );
  });

  it("loads the events' cards only once their section nears the screen", async () => {
    museumApi.events = [1, 2].map((id) =>
      anEvent(id, `2026-11-2${id}T19:00:00`, {
        title: `Talk ${id}`,
        description: 'About iron',
        category: 'Talks',
      }),
    );
    // A browser with IntersectionObserver: the cards wait until it reports the slot near.
    const observers: { callback: IntersectionObserverCallback; element?: Element }[] = [];
    class Observer {
      constructor(private callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observers.push({ callback: this.callback, element });
      }
      disconnect() {
        // nothing to release in this stand-in
      }
    }
    Object.assign(window, { IntersectionObserver: Observer });
    try {
      renderRoute('/');
      const section = (await screen.findByRole('heading', { name: 'Upcoming Programs and Events' }))
        .parentElement as HTMLElement;
      // The events have arrived (the section is no longer busy) and the page has done all it
      // does with them: still no cards.
      await waitFor(() => expect(section).toHaveAttribute('aria-busy', 'false'));
      await settle();
      expect(screen.queryByRole('heading', { name: 'Talk 1' })).toBeNull();
      const slot = observers.find(({ element }) => element && section.contains(element));
      expect(slot).toBeDefined();
      // Awaited: the cards wait (suspend) for the slot's nearing and their code.
      await act(async () =>
        slot?.callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      expect(await screen.findByRole('heading', { name: 'Talk 1' })).toBeInTheDocument();
    } finally {
      delete (window as Partial<typeof window> & { IntersectionObserver?: unknown })
        .IntersectionObserver;
    }
  });

  it('shows four click-to-play videos: no player frame until one is pressed', async () => {
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
    renderRoute('/');
    expect(await screen.findByText('The museum curator')).toBeInTheDocument();
  });
});
