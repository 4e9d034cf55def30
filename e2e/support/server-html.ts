/** Reading a page's server-rendered HTML without a browser. */

/** The server-rendered page's <main> (in #root, marked data-server-rendered, with the chrome). */
export function renderedPart(html: string): string {
  const root = html.slice(html.indexOf('<div id="root" data-server-rendered>'));
  const match = /<main id="main" tabindex="-1">([\s\S]*)<\/main>/.exec(root);
  return match?.[1] ?? '';
}

/** Its text, tags dropped, entities of React's escaping read back, spaces collapsed. */
export const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** The text of its first <h1>. */
export const h1 = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]+>/g, '');

// The head's meta tags, read the same way by the API's tests.
export { metaOf } from '../../apps/api/test/support/page-html';
