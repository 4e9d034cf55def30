// The public site's server bundle (docs/adr/0007). Built by webpack.config.js as a second
// target into {output}/server/render.js beside the remote's browser files, so a deploy of this
// remote brings its HTML with it. The API loads it from the deployed remote's folder
// (apps/api/src/web/server-render.ts) and hands its routes to the shell's server bundle, which
// renders them inside the shell's own tree (header, alerts, footer) as the shell does in the
// browser: the browser then hydrates the same tree. React, the router and TanStack Query (whose
// QueryClient holds the render's data) are the shell's: externals of this bundle (serverRenderConfig).
import { SERVER_RENDER_CONTRACT, type RemoteRoutesProps } from '@furnace/contracts';
import type { ComponentType } from 'react';

declare let __webpack_public_path__: string;

/** The contract's version: the API checks it before using the bundle. */
export const RENDER_CONTRACT = SERVER_RENDER_CONTRACT;

/**
 * This remote's routes component, what its './routes' exposes to the browser. `publicPath`: where
 * this remote's files are served, e.g. /remotes/public-site/; the pages' image URLs are built from
 * it as their modules first run, so it is set before any of them is loaded.
 */
export async function load(options: {
  publicPath: string;
}): Promise<{ Routes: ComponentType<RemoteRoutesProps> }> {
  __webpack_public_path__ = options.publicPath;
  const { default: Routes } = await import('../app/PublicSiteRoutes');
  return { Routes };
}
