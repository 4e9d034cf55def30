// The shell's server bundle (docs/adr/0007): the whole page as the browser's first render
// of it (this app's tree: header, alerts, <main> with the public site's routes in it, footer), as
// HTML the browser then hydrates. Built by webpack.config.js as a second target into
// {output}/server/render.js; the API loads it, and the public_site remote's server bundle (the
// remote the registry names now), and calls render() for each public page it sends.
import * as apiClientServer from '@furnace/api-client/server';
import { RenderScopeContext, type ApiSource, type RenderScope } from '@furnace/api-client/server';
import { AuthProvider } from '@furnace/auth';
import {
  SERVER_RENDER_CONTRACT,
  type RemoteRegistry,
  type RemoteRoutesProps,
} from '@furnace/contracts';
import * as React from 'react';
import { StrictMode, type ComponentType } from 'react';
import * as ReactDOM from 'react-dom';
import { prerenderToNodeStream } from 'react-dom/static';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactRouter from 'react-router';
import { StaticRouter } from 'react-router';
import { App } from '../app/App';
import { setRegistryOfRender } from '../remotes/read-registry.server';
import type { RemoteRoutesLoader } from '../remotes/load-remote-routes';
import { RemoteLoaderContext } from '../remotes/remote-loader-context';

/** The contract's version: the API checks it before using the bundle. */
export const RENDER_CONTRACT = SERVER_RENDER_CONTRACT;

/**
 * What this bundle shares with the remotes' server bundles, by module id: their externals
 * (serverRenderConfig), as the shell shares its singletons in the browser. One React, one router
 * (its contexts) and one render data source for the whole tree.
 */
export const shared: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react-dom': ReactDOM,
  'react-router': ReactRouter,
  '@furnace/api-client/server': apiClientServer,
};

export interface RenderOptions {
  /** GET /api/v1{path} from the API's caches. */
  api: ApiSource;
  /** The site's public origin, e.g. https://example.org (the events' JSON-LD); '' for none. */
  origin: string;
  /** The remote registry the page is sent with (the header's links to extra remotes). */
  registry: RemoteRegistry;
  /** The remotes' routes components, from their server bundles, by container name. */
  remotes: Record<string, ComponentType<RemoteRoutesProps>>;
}

export interface Rendered {
  /** What goes in #root: the page as the browser's first render of it. */
  html: string;
  /** Tags for the <head>: preloads of the page's largest image (the API writes title and previews). */
  head: string;
  /**
   * The answers the page's queries got, by query key (useApiQuery's key): the API inlines them in
   * the page, so the browser's first render of the page shows the same data as this HTML.
   */
  answers: Record<string, unknown>;
}

/**
 * The page at `url` (path and query) as HTML, with the API's answers filled in: every lazy page
 * and every query is waited for, so the HTML is what a visitor sees once the page has loaded.
 */
export async function render(url: string, options: RenderOptions): Promise<Rendered> {
  const scope: RenderScope = { api: options.api, origin: options.origin, answers: new Map() };
  setRegistryOfRender(options.registry);
  const load: RemoteRoutesLoader = async (name) => {
    const Routes = options.remotes[name];
    if (!Routes) throw new Error(`No server bundle of ${name} was given to the render`);
    return { default: Routes };
  };
  // A page that throws would come out as its loading placeholder: fail instead, and the API
  // sends the page without its HTML.
  const errors: unknown[] = [];
  // The tree of bootstrap.tsx, with StaticRouter for BrowserRouter: hydration needs the same one.
  const { prelude } = await prerenderToNodeStream(
    <RenderScopeContext.Provider value={scope}>
      <RemoteLoaderContext.Provider value={load}>
        <StrictMode>
          <StaticRouter location={url}>
            <AuthProvider>
              <App />
            </AuthProvider>
          </StaticRouter>
        </StrictMode>
      </RemoteLoaderContext.Provider>
    </RenderScopeContext.Provider>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary in place, none outlined behind a script to reveal it later (the page's
      // CSP runs no inline script, and the browser hydrates the HTML as it stands).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length) throw errors[0];
  const html = await text(prelude);
  // React puts the preloads it hoists (the page's largest image) first: they belong in the head.
  const head = /^(?:<link [^>]*>)*/.exec(html)?.[0] ?? '';
  return { html: html.slice(head.length), head, answers: await answersOf(scope) };
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
