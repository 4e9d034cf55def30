// The shell's server bundle (ADR 7): this app's tree, with public_site's routes in it, as HTML the
// browser hydrates. The API loads it as {output}/server/render.js and calls render() per page.
import { createServerQueryClient } from '@furnace/api-client';
import * as ReactQuery from '@tanstack/react-query';
import { SERVER_RENDER_CONTRACT, type ApiSource, type RemoteRegistry } from '@furnace/contracts';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { prerenderToNodeStream } from 'react-dom/static';
import { text } from 'node:stream/consumers';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactRouter from 'react-router';
import { StaticRouter } from 'react-router';
import { Site } from '../app/Site';
import { setRemotesOfRender, type RemoteRoutesModule } from '../remotes/registry';

/** The contract's version: the API checks it before using the bundle. */
export const RENDER_CONTRACT = SERVER_RENDER_CONTRACT;

/** The remotes' server bundles' externals, by module id: one React, router and TanStack Query. */
export const shared: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react-dom': ReactDOM,
  'react-router': ReactRouter,
  '@tanstack/react-query': ReactQuery,
};

export interface RenderOptions {
  api: ApiSource;
  /** The site's public origin, e.g. https://example.org (the events' JSON-LD); '' for none. */
  origin: string;
  registry: RemoteRegistry;
  /** The remotes' routes components, from their server bundles, by container name. */
  remotes: Record<string, RemoteRoutesModule['default']>;
}

/** The page at `url` as HTML for #root, once every lazy page and query is in. */
export async function render(url: string, options: RenderOptions) {
  const queries = createServerQueryClient(options.api, options.origin);
  setRemotesOfRender(options.registry, options.remotes);
  // A page that throws would come out as its placeholder: fail, and the API sends the plain shell.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <Site queries={queries} Router={(props) => <StaticRouter location={url} {...props} />} />,
    {
      onError: (error) => void errors.push(error),
      // No boundary outlined behind an inline script (the CSP runs none).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length) throw errors[0];
  const html = await text(prelude);
  // React puts the preloads it hoists (the page's largest image) first: they belong in the head.
  const head = /^(?:<link [^>]*>)*/.exec(html)?.[0] ?? '';
  // The answered reads only (TanStack's default): a failed one the browser asks again.
  return { html: html.slice(head.length), head, answers: ReactQuery.dehydrate(queries) };
}
