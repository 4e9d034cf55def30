import { PUBLIC_PAGES } from '@furnace/contracts';
import { screen } from '@testing-library/react';
import { renderRoute } from '../testing/render';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const heading = () => screen.findByRole('heading', { level: 1 });

describe('the public route table (docs/product.md §2)', () => {
  // The server lists PUBLIC_PAGES in /sitemap.xml: each must be a real page of this remote.
  it.each([...PUBLIC_PAGES])('sitemap page %s renders a page, not the 404', async (path) => {
    renderRoute(path);
    expect(await heading()).not.toHaveTextContent('Error 404');
  });

  it.each([
    ['/visit', 'Plan Your Visit'],
    ['/visit/hours', 'Plan Your Visit'],
    ['/visit/tours', 'Plan Your Visit'],
    ['/visit/accessibility', 'Plan Your Visit'],
    ['/support', 'Support Us'],
    ['/support/membership', 'Support Us'],
    ['/support/donate', 'Support Us'],
    ['/support/volunteer', 'Support Us'],
    ['/support/sponsorship', 'Support Us'],
    ['/about', 'About the Furnace'],
    ['/about/history', 'About the Furnace'],
    ['/about/holdings', 'About the Furnace'],
    ['/about/associates', 'About the Furnace'],
    ['/about/gallery', 'About the Furnace'],
    ['/events', 'PROGRAMS AND EVENTS'],
    ['/history', 'Our History'],
    ['/associates', 'Associates and Partners'],
    ['/map', 'Interactive Site Map'],
    ['/accessibility', 'Accessibility'],
    ['/new-website-announcement', 'Welcome to Our New Website'],
    ['/shop', 'Museum Shop'],
    ['/membership', 'Membership'],
    ['/donate', 'Donate'],
  ])('%s shows its page', async (path, title) => {
    renderRoute(path);
    expect(await heading()).toHaveTextContent(title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

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
    renderRoute('/accessibility');
    await heading();
    expect(document.title).toBe('Accessibility | Cornwall Iron Furnace');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /accessible visit/,
    );
  });
});
