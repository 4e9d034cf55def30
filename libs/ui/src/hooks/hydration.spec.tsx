import { act, render, screen } from '@testing-library/react';
import { renderHydrated } from '../testing';
import { useHydrated } from './useHydrated';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

type Listener = () => void;

/** A matchMedia answering `reduce` for the reduced-motion query, whose answer can change. */
function fakeMatchMedia(reduce: boolean) {
  const listeners = new Set<Listener>();
  const media = {
    matches: reduce,
    addEventListener: (_: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn().mockReturnValue(media);
  return (next: boolean) => {
    media.matches = next;
    listeners.forEach((listener) => listener());
  };
}

function Motion() {
  return <p>{usePrefersReducedMotion() ? 'still' : 'moving'}</p>;
}

function Phase() {
  return <p>{useHydrated() ? 'browser' : 'server'}</p>;
}

describe('hydration-safe browser values', () => {
  afterEach(() => {
    delete (window as Partial<Window>).matchMedia;
  });

  it('useHydrated: false in the server HTML and while hydrating, true right after', async () => {
    const page = await renderHydrated(<Phase />);
    expect(page.serverHtml).toBe('<p>server</p>');
    expect(page.problems).toEqual([]);
    expect(page.container).toHaveTextContent('browser');
    page.unmount();
  });

  it('useHydrated: true at once where nothing is hydrated', () => {
    const seen: boolean[] = [];
    function Record() {
      seen.push(useHydrated());
      return null;
    }
    render(<Record />);
    expect(seen).toEqual([true]);
  });

  it('usePrefersReducedMotion hydrates the server HTML (motion), then follows the system', async () => {
    let change!: (reduce: boolean) => void;
    const page = await renderHydrated(<Motion />, () => {
      change = fakeMatchMedia(true);
    });
    expect(page.serverHtml).toBe('<p>moving</p>');
    expect(page.problems).toEqual([]);
    expect(page.container).toHaveTextContent('still');
    act(() => change(false));
    expect(page.container).toHaveTextContent('moving');
    page.unmount();
  });

  it('usePrefersReducedMotion reads the system in the first render where nothing is hydrated', () => {
    fakeMatchMedia(true);
    const seen: boolean[] = [];
    function Record() {
      seen.push(usePrefersReducedMotion());
      return null;
    }
    render(<Record />);
    expect(seen).toEqual([true]);
    expect(screen.queryByText('moving')).toBeNull();
  });
});
