import { PAGE_HEADS, pageHead, pageTitle } from '@furnace/contracts';
import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../testing/render';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

/**
 * The server writes each route's title and description into the HTML from contracts' PAGE_HEADS;
 * the pages set theirs when a visitor moves between them. Both must say the same thing.
 */
describe("every page's head is the one the server sends (contracts' PAGE_HEADS)", () => {
  it.each([...Object.keys(PAGE_HEADS), '/events/12', '/signs/north-gate', '/no-such-page'])(
    '%s',
    async (path) => {
      renderRoute(path);
      await screen.findByRole('heading', { level: 1 });
      const head = pageHead(path);
      await waitFor(() => expect(document.title).toBe(pageTitle(head.page)));
      expect(description()).toBe(head.description);
    },
  );
});
