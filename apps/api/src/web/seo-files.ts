import { ADMIN_AREA_PATH, PUBLIC_PAGES } from '@furnace/contracts';
import { escapeHtml } from './page-head';

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    `Disallow: ${ADMIN_AREA_PATH}`,
    'Disallow: /api/',
    'Disallow: /login',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(publicUrl: string): string {
  const urls = PUBLIC_PAGES.map(
    (path) => `  <url><loc>${escapeHtml(publicUrl + path)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
