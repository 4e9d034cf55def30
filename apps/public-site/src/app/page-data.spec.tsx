import { museumApi, settleFakeApi } from '@furnace/api-client/testing';
import { PUBLIC_ROUTES } from '@furnace/contracts';
import { act, waitFor } from '@testing-library/react';
import { renderRoute } from '../testing/render';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

/** A route's address with its parameter filled in: an event and a sign the fake API has. */
const addressOf = (path: string) => path.replace(':id', '12').replace(':name', 'great-wheel');

/**
 * The content keys a page reads, with their values: what its server render's dehydrated queries
 * carry into the HTML the API sends (the render waits for exactly the API-path reads the page
 * makes, useApiQuery). Read here in a page of its own, answered by the fake API.
 */
async function renderAndRead(path: string) {
  const page = renderRoute(path, { inlined: false });
  await waitFor(() => expect(page.container.querySelector('[aria-busy="true"]')).toBeNull());
  await act(settleFakeApi);
  const content: Record<string, unknown> = {};
  for (const { queryKey, state } of page.queries.getQueryCache().getAll()) {
    const key = String(queryKey[0]);
    if (key === '/content') Object.assign(content, state.data);
    else if (key.startsWith('/content/')) content[key.slice('/content/'.length)] = state.data;
  }
  return { container: page.container, content };
}

/** Shown on every page by the shell's header and footer around this remote's routes. */
const CHROME_KEYS = ['contact', 'links'];

/** Every string in a content value, cut at line breaks and `{phone}`-style placeholders. */
function fragments(value: unknown): string[] {
  if (typeof value === 'string')
    return value
      .split(/\n+|\{[a-z_]+\}/)
      .map((part) => part.trim())
      .filter((part) => part.length >= 4);
  if (value && typeof value === 'object') return Object.values(value).flatMap(fragments);
  return [];
}

/** The page's text and its links' and pictures' addresses: what a visitor is shown. */
function shownOn(container: HTMLElement): string {
  const addresses = [...container.querySelectorAll('[href], [src]')].map(
    (element) => `${element.getAttribute('href') ?? ''} ${element.getAttribute('src') ?? ''}`,
  );
  return `${container.textContent ?? ''} ${addresses.join(' ')}`;
}

/**
 * A page's HTML carries the content keys it shows and no other (docs/adr/0031): a page that read
 * the whole site's content would carry every page's texts (about 5 KB gzipped) whatever it shows.
 */
describe('each public page carries only the content it shows', () => {
  it.each(PUBLIC_ROUTES.map(({ path }) => addressOf(path)))('%s', async (path) => {
    museumApi.files.add('/static/qr/great-wheel.pdf');
    const { container, content } = await renderAndRead(path);
    const shown = shownOn(container);
    const notShown = Object.keys(content).filter(
      (key) =>
        !CHROME_KEYS.includes(key) &&
        !fragments(content[key]).some((fragment) => shown.includes(fragment)),
    );
    expect(notShown).toEqual([]);
  });

  it('/visit reads the keys it shows, one read each', async () => {
    const { content } = await renderAndRead('/visit');
    expect(Object.keys(content).sort()).toEqual([
      'admission',
      'contact',
      'links',
      'tours',
      'visit',
    ]);
  });
});
