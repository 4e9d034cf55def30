// The shell's server bundle (docs/adr/0007): the whole page as the browser's first render
// of it (this app's tree: header, alerts, <main> with the public site's routes in it, footer), as
// HTML the browser then hydrates. Built by webpack.config.js as a second target into
// {output}/server/render.js; the API loads it, and the public_site remote's server bundle (the
// remote the registry names now), and calls render() for each public page it sends.
import { createServerQueryClient, type ApiSource } from '@furnace/api-client';
import * as ReactQuery from '@tanstack/react-query';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
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
import { text } from 'node:stream/consumers';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactRouter from 'react-router';
import { StaticRouter } from 'react-router';
import { App } from '../app/App';
import { setRegistryOfRender } from '../remotes/registry';
import type { RemoteRoutesLoader } from '../remotes/load-remote-routes';
import { RemoteLoaderContext } from '../remotes/RemoteModule';

/** The contract's version: the API checks it before using the bundle. */
export const RENDER_CONTRACT = SERVER_RENDER_CONTRACT;

/**
 * What this bundle shares with the remotes' server bundles, by module id: their externals
 * (serverRenderConfig), as the shell shares its singletons in the browser. One React, one router
 * (its contexts) and one TanStack Query (its QueryClient context: the render's data) for the whole tree.
 */
export const shared: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react-dom': ReactDOM,
  'react-router': ReactRouter,
  '@tanstack/react-query': ReactQuery,
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

/**
 * The page at `url` (path and query) as HTML for #root, with the API's answers filled in: every
 * lazy page and every query is waited for, so the HTML is what a visitor sees once the page has
 * loaded. With it the preloads React hoisted, for the <head> (the API writes title and previews),
 * and the answers the page's reads got (the render's QueryClient, dehydrated: the API inlines
 * them, so hydration shows the same data).
 */
export async function render(url: string, options: RenderOptions) {
  const queries = createServerQueryClient(options.api, options.origin);
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
    <RemoteLoaderContext.Provider value={load}>
      <StrictMode>
        <QueryClientProvider client={queries}>
          <StaticRouter location={url}>
            <AuthProvider>
              <App />
            </AuthProvider>
          </StaticRouter>
        </QueryClientProvider>
      </StrictMode>
    </RemoteLoaderContext.Provider>,
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
  // The answered reads only (TanStack's default): a failed one the browser asks again.
  return { html: html.slice(head.length), head, answers: dehydrate(queries) };
}
