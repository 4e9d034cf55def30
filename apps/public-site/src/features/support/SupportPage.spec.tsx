import { act, screen } from '@testing-library/react';
import { renderRoute } from '../../testing/render';

/** Each section reports a fixed distance from the top of the document; the window starts at 0. */
const SECTION_TOPS: Record<string, number> = {
  membership: 400,
  donate: 900,
  volunteer: 1500,
  sponsorship: 2100,
};

let scrollY = 0;
beforeEach(() => {
  scrollY = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = jest.fn((_x: unknown, y?: number) => {
    scrollY = y ?? 0;
  }) as unknown as typeof window.scrollTo;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const top = (SECTION_TOPS[this.id] ?? 0) - scrollY;
    return {
      top,
      bottom: top,
      left: 0,
      right: 0,
      width: 0,
      height: 0,
      x: 0,
      y: top,
      toJSON: () => ({}),
    };
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const lastScroll = () => (window.scrollTo as jest.Mock).mock.calls.at(-1)?.[1];

describe('Support page scrolling (docs/product.md §9: 500 ms, 130 px offset)', () => {
  it.each(Object.entries(SECTION_TOPS))(
    '/support/%s glides to its section, 130 px below the top, in 500 ms',
    async (section, top) => {
      jest.useFakeTimers();
      renderRoute(`/support/${section}`);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Support Us');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(250);
      });
      const midway = lastScroll();
      expect(midway).toBeGreaterThan(0);
      expect(midway).toBeLessThan(top - 130);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(300);
      });
      expect(lastScroll()).toBe(top - 130);
      expect(document.activeElement?.id).toBe(section);
    },
  );

  it('/support stays at the top', async () => {
    renderRoute('/support');
    await screen.findByRole('heading', { level: 1 });
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    window.matchMedia = jest.fn().mockReturnValue({
      matches: true,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    });
    renderRoute('/support/volunteer');
    await screen.findByRole('heading', { level: 1 });
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 1500 - 130);
    delete (window as Partial<Window>).matchMedia;
  });

  it('has the spec actions: JOIN/RENEW NOW to /membership, DONATE NOW in a new tab', async () => {
    renderRoute('/support');
    expect(await screen.findByRole('link', { name: 'JOIN/RENEW NOW' })).toHaveAttribute(
      'href',
      '/membership',
    );
    const donate = screen.getByRole('link', { name: /DONATE NOW/ });
    expect(donate).toHaveAttribute('target', '_blank');
    expect(donate).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: 'BECOME A SPONSOR' })).toBeInTheDocument();
  });
});
