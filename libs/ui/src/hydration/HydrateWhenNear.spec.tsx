import { act, within } from '@testing-library/react';
import { renderHydrated } from '../testing';
import { HydrateWhenNear } from './HydrateWhenNear';

/** Whether React has taken this node of the server's HTML on (hydrated it). */
const hydrated = (node: Element) =>
  Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

afterEach(() => {
  delete (window as Partial<typeof window> & { IntersectionObserver?: unknown })
    .IntersectionObserver;
});

describe('HydrateWhenNear', () => {
  it('is in the server HTML; the browser keeps it as sent until it nears the screen, then hydrates those very nodes', async () => {
    let release: () => void = () => undefined;
    const until = new Promise<void>((resolve) => (release = resolve));
    const page = await renderHydrated(
      <div>
        <p>Top</p>
        <HydrateWhenNear until={until}>
          <p>Cards</p>
        </HydrateWhenNear>
      </div>,
      () => {
        // A browser: it has IntersectionObserver (the server has none).
        window.IntersectionObserver = class {} as unknown as typeof IntersectionObserver;
      },
    );
    expect(page.serverHtml).toContain('<p>Cards</p>');
    const cards = within(page.container).getByText('Cards');
    expect(hydrated(within(page.container).getByText('Top'))).toBe(true);
    expect(hydrated(cards)).toBe(false);

    await act(async () => release());
    expect(within(page.container).getByText('Cards')).toBe(cards);
    expect(hydrated(cards)).toBe(true);
    expect(page.problems).toEqual([]);
  });
});
