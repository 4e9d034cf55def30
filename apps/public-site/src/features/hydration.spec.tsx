import { createPageQueryClient, createServerQueryClient } from '@furnace/api-client';
import { inlineAnswer, inlineSiteData, anEvent } from '@furnace/api-client/testing';
import { MemoryRouter } from '@furnace/router/testing';
import { renderHydrated } from '@furnace/ui/testing';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { EventJsonLd, usePageOrigin } from '../components/event-card/event-json-ld';
import { toEventView } from '../components/event-card/event-view';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Gallery } from './about/Gallery';
import { OtherDates } from './events/OtherDates';
import { FeaturedVideos } from './home/FeaturedVideos';
import { UpcomingEvents } from './home/UpcomingEvents';

// The public pages are rendered on the server and hydrated in the browser (docs/adr/0007): each
// part must render in the browser's hydrating render exactly what the server rendered, though the
// browser knows more (its width, its address, its clock, IntersectionObserver), and show what it
// knows right after. Each test renders the server's HTML with the browser state empty, then sets
// it and hydrates.

const setWidth = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });

/** A browser's IntersectionObserver for an element far below the screen: never intersecting. */
class FarAwayObserver {
  observe() {
    // never called back: the element stays far away
  }
  disconnect() {
    // nothing to stop
  }
  unobserve() {
    // nothing to stop
  }
  takeRecords() {
    return [];
  }
}

/** Loads a component's lazy chunk once, as the server's render waits for it (prerender). */
async function loadLazyChunks(element: ReactElement, shown: string | RegExp) {
  const warm = render(element);
  await screen.findAllByText(shown);
  warm.unmount();
}

const withRouter = (element: ReactElement) => <MemoryRouter>{element}</MemoryRouter>;

describe('public pages hydrate the server HTML', () => {
  afterEach(() => {
    setWidth(1024);
    document.head.querySelector('link[rel="canonical"]')?.remove();
    delete (window as Partial<Window> & { IntersectionObserver?: unknown }).IntersectionObserver;
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('the gallery: not in the server HTML, then laid out for the phone it is on', async () => {
    const page = await renderHydrated(<Gallery />, () => setWidth(390));
    expect(page.serverHtml).not.toContain('<img');
    expect(page.problems).toEqual([]);
    const rows = within(page.container).getAllByTestId('gallery-row');
    expect(rows.map((row) => row.querySelectorAll('img').length)).toEqual([3, 3, 3, 1]);
    page.unmount();
  });

  it("the events' JSON-LD: the site's public address on both sides, whatever the page was reached by", async () => {
    // The server knows PUBLIC_URL from the API; the browser reads it from the canonical link the
    // API wrote in the head (the page itself is at http://localhost here).
    // The server render's QueryClient carries the address; the browser's does not.
    let client = createServerQueryClient(() => Promise.resolve(null), 'https://museum.example');
    function Queries({ children }: { children: ReactNode }) {
      return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    }
    function EventStructuredData() {
      const origin = usePageOrigin();
      return (
        <>
          <p data-testid="origin">{origin}</p>
          <EventJsonLd event={toEventView(anEvent(12, '2026-12-05T10:00:00'))} />
        </>
      );
    }
    const page = await renderHydrated(
      <Queries>
        <EventStructuredData />
      </Queries>,
      () => {
        client = createPageQueryClient();
        const canonical = document.createElement('link');
        canonical.rel = 'canonical';
        canonical.href = 'https://museum.example/events/12';
        document.head.append(canonical);
      },
    );
    expect(page.serverHtml).toContain('https://museum.example/events/12');
    expect(page.problems).toEqual([]);
    expect(within(page.container).getByTestId('origin')).toHaveTextContent(
      /^https:\/\/museum\.example$/,
    );
    expect(page.container.querySelector('script')?.textContent).toContain(
      '"url":"https://museum.example/events/12"',
    );
    page.unmount();
  });

  it('without a canonical link (the dev servers) the page origin is the page’s own', () => {
    function Origin() {
      return <p>{usePageOrigin()}</p>;
    }
    render(<Origin />);
    expect(screen.getByText('http://localhost')).toBeInTheDocument();
  });

  it('the featured videos: not in the server HTML, nor waited for by hydration; they come near the screen', async () => {
    inlineSiteData();
    await loadLazyChunks(<FeaturedVideos />, /Play video:/);
    const page = await renderHydrated(<FeaturedVideos />, () => {
      window.IntersectionObserver = FarAwayObserver as unknown as typeof IntersectionObserver;
    });
    expect(page.serverHtml).not.toContain('Play video:');
    expect(page.serverHtml).toContain('Watch more on our video channel');
    expect(page.problems).toEqual([]);
    // Far from the screen after hydration: still no players (their code is not asked for).
    expect(within(page.container).queryByText(/Play video:/)).toBeNull();
    page.unmount();
  });

  it('the featured videos on a page reached later: only once near the screen', () => {
    inlineSiteData();
    window.IntersectionObserver = FarAwayObserver as unknown as typeof IntersectionObserver;
    render(<FeaturedVideos />);
    expect(screen.queryByText(/Play video:/)).toBeNull();
  });

  it('the upcoming events: in the server HTML, kept when the browser hydrates', async () => {
    const events = [anEvent(1, '2030-05-01T10:00:00'), anEvent(2, '2030-05-08T10:00:00')];
    inlineAnswer('/events/4', events);
    await loadLazyChunks(withRouter(<UpcomingEvents />), 'Event 1');
    const page = await renderHydrated(withRouter(<UpcomingEvents />), () => {
      window.IntersectionObserver = FarAwayObserver as unknown as typeof IntersectionObserver;
    });
    expect(page.serverHtml).toContain('Event 2');
    expect(page.problems).toEqual([]);
    expect(within(page.container).getAllByText('Event 2').length).toBeGreaterThan(0);
    page.unmount();
  });

  it("a repeating event's other dates: from UTC's today on the server, then from the visitor's", async () => {
    // 02:00 UTC on June 10 is still June 9 for a visitor in New York (22:00).
    jest.setSystemTime(new Date('2030-06-10T02:00:00Z')); // the test setup fakes Date alone
    const occurrences = ['2030-06-02', '2030-06-09', '2030-06-16'].map((date) =>
      anEvent(5, `${date}T18:00:00`, { occurrence_date: date }),
    );
    inlineAnswer('/events/5/occurrences', occurrences);
    const page = await renderHydrated(withRouter(<OtherDates id={5} shown="2030-06-23" />), () => {
      jest.spyOn(Date.prototype, 'getDate').mockReturnValue(9); // the visitor's calendar
    });
    expect(page.serverHtml).toContain('June 16, 2030');
    expect(page.serverHtml).not.toContain('June 9, 2030');
    expect(page.problems).toEqual([]);
    const dates = within(page.container)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(dates).toEqual([
      expect.stringContaining('June 9, 2030'),
      expect.stringContaining('June 16, 2030'),
    ]);
    page.unmount();
  });
});
