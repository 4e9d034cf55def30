/**
 * The public pages a search engine should know about (docs/product.md §2 route table). The public_site
 * remote answers them; the server lists them in /sitemap.xml. Keep the two in step: a unit test in
 * the public site checks every path here renders a page, not the 404.
 */
export const PUBLIC_PAGES = [
  '/',
  '/visit',
  '/visit/hours',
  '/visit/tours',
  '/visit/accessibility',
  '/events',
  '/about',
  '/about/history',
  '/about/holdings',
  '/about/associates',
  '/about/gallery',
  '/support',
  '/support/membership',
  '/support/donate',
  '/support/volunteer',
  '/support/sponsorship',
  '/history',
  '/associates',
  '/map',
  '/accessibility',
  '/new-website-announcement',
] as const;
