import { PUBLIC_ROUTES } from '@furnace/contracts';
import { screen } from '@testing-library/react';
import { renderRoute } from '../testing/render';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const heading = () => screen.findByRole('heading', { level: 1 });

describe('the public route table (docs/product.md §2)', () => {
  // The server writes these routes' heads and lists them in /sitemap.xml: each is a real page.
  const pages = PUBLIC_ROUTES.filter(({ path }) => !path.includes(':'));
  it.each(pages.map(({ path, head }) => [path, head.page ?? 'Cornwall Iron Furnace']))(
    '%s shows its page (%s)',
    async (path, title) => {
      renderRoute(path);
      expect(await heading()).toHaveTextContent(new RegExp(`^${title}$`, 'i'));
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    },
  );

  it.each([
    '/nope',
    '/support/nope',
    '/support/membership/x',
    '/visit/hours/x',
    '/visit/parking',
    '/about/gallery/2',
    '/about/nope',
    '/history/x',
    '/events/1/extra',
  ])('%s is the 404 page', async (path) => {
    renderRoute(path);
    expect(await heading()).toHaveTextContent('Error 404');
    expect(screen.getByText("We couldn't find the page you're looking for.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TAKE ME HOME' })).toHaveAttribute('href', '/');
  });

  it('the under-construction pages point to the new-website announcement', async () => {
    renderRoute('/shop');
    await heading();
    expect(screen.getByRole('link', { name: 'new website announcement' })).toHaveAttribute(
      'href',
      '/new-website-announcement',
    );
  });

  it('sets a title and a meta description per page', async () => {
    document.head.innerHTML = '<meta name="description" content="">'; // as in index.html
    renderRoute('/accessibility');
    await heading();
    expect(document.title).toBe('Accessibility | Cornwall Iron Furnace');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /accessible visit/,
    );
  });
});
