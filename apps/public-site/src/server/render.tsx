// The public site rendered to HTML on the server (issue 17). Built by webpack.config.js as a second
// target into {output}/server/render.js beside the remote's browser files, so a deploy of this
// remote brings its HTML with it; the API loads it from the deployed remote's folder
// (apps/api/src/web/server-render.ts) and calls render() for each page it sends.
import type { AlertRecord } from '@furnace/contracts';
import { showableAlerts, SiteAlertList } from '@furnace/ui';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import PublicSiteRoutes from '../app/PublicSiteRoutes';
import { RenderScopeContext, type ApiSource, type RenderScope } from './server-data';

declare let __webpack_public_path__: string;

export interface RenderOptions {
  /** GET /api/v1{path} from the API's caches. */
  api: ApiSource;
  /** Where this remote's files are served, e.g. /remotes/public-site/ (its images' URLs). */
  publicPath: string;
  /**
   * The site's public origin, e.g. https://example.org (the absolute URLs of the events' JSON-LD).
   * Optional, as contract 1 began without it: without it the HTML has no event JSON-LD.
   */
  origin?: string;
}

export interface Rendered {
  /** The page's HTML (the remote's part of <main>). */
  html: string;
  /** Tags for the <head>: preloads of the page's largest image (the API writes title and previews). */
  head: string;
  /**
   * The answers the page's queries got, by query key (useApiQuery's key): the API inlines them in
   * the page, so the browser's first render of the page shows the same data as this HTML.
   */
  answers: Record<string, unknown>;
  /**
   * The site's alerts as the shell shows them above <main> (SiteAlertList), '' when none: the API
   * puts them there, so the live page's alert bar takes the place of the same bar.
   */
  alerts: string;
}

/** The contract's version: the API checks it before using a bundle. */
export const RENDER_CONTRACT = 1;

/**
 * The page at `url` (path and query) as HTML, with the API's answers filled in: every lazy page
 * and every query is waited for, so the HTML is what a visitor sees once the page has loaded.
 */
export async function render(url: string, options: RenderOptions): Promise<Rendered> {
  // Asset URLs (images) are built from it when their module first runs: set before the first render.
  __webpack_public_path__ = options.publicPath;
  const scope: RenderScope = { api: options.api, origin: options.origin ?? '', answers: new Map() };
  // A page that throws would come out as its loading placeholder: fail instead, and the API
  // sends the page without its HTML.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <RenderScopeContext.Provider value={scope}>
      <StaticRouter location={url}>
        <PublicSiteRoutes />
      </StaticRouter>
    </RenderScopeContext.Provider>,
    { onError: (error) => void errors.push(error) },
  );
  if (errors.length) throw errors[0];
  const html = await text(prelude);
  // React puts the preloads it hoists (the page's largest image) first: they belong in the head.
  const head = /^(?:<link [^>]*>)*/.exec(html)?.[0] ?? '';
  return {
    html: html.slice(head.length),
    head,
    answers: await answersOf(scope),
    alerts: await alertsHtml(options.api),
  };
}

/** The alerts the shell will show (SiteAlerts.tsx: those not ended), as HTML; '' if unreadable. */
async function alertsHtml(api: ApiSource): Promise<string> {
  const alerts = (await api('/alerts').catch(() => [])) as AlertRecord[];
  const shown = showableAlerts(Array.isArray(alerts) ? alerts : [], [], Date.now());
  if (!shown.length) return '';
  const { prelude } = await prerenderToNodeStream(<SiteAlertList alerts={shown} />);
  return text(prelude);
}

/** The queries' answers (failed ones left out: the browser asks again). Site data is inlined apart. */
async function answersOf(scope: RenderScope): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  for (const [key, answer] of scope.answers) {
    if (key.startsWith('site-data ')) continue;
    const { data, error, unanswerable } = await answer;
    if (!unanswerable && error === undefined && data !== undefined) answers[key] = data;
  }
  return answers;
}

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
