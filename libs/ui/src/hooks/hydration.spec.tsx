import { act, render, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

  it('useHydrated: the render with true comes within the hydration commit (before any paint)', async () => {
    // Outside act, as in a browser: anything after the commit's synchronous work (a microtask,
    // a later task) could come after a paint.
    const log: string[] = [];
    function Logged() {
      const hydrated = useHydrated();
      log.push(`render ${hydrated}`);
      useLayoutEffect(() => {
        if (hydrated) return;
        log.push('hydration committed');
        queueMicrotask(() => log.push('after the commit'));
      }, [hydrated]);
      return <p>{String(hydrated)}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Logged />);
    log.splice(0);
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const root = hydrateRoot(container, <Logged />);
      await waitFor(() => expect(log).toContain('after the commit'));
      expect(log).toEqual([
        'render false',
        'hydration committed',
        'render true',
        'after the commit',
      ]);
      root.unmount();
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  // Where nothing is hydrated (a page the browser renders itself), the browser's value at once.
  it.each([
    ['useHydrated', useHydrated],
    ['usePrefersReducedMotion', usePrefersReducedMotion],
  ])('%s: true in the first render where nothing is hydrated', (_name, hook) => {
    fakeMatchMedia(true);
    const seen: boolean[] = [];
    function Record() {
      seen.push(hook());
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
});
