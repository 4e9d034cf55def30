// The public site's server bundle (ADR 7): the API hands its routes to the shell's server bundle,
// whose React, router and TanStack Query it uses (externals).
import { SERVER_RENDER_CONTRACT, type RemoteRoutesProps } from '@furnace/contracts';
import type { ComponentType } from 'react';

declare let __webpack_public_path__: string;

/** The contract's version: the API checks it before using the bundle. */
export const RENDER_CONTRACT = SERVER_RENDER_CONTRACT;

/** The routes './routes' exposes; `publicPath` is set before a page's module builds image URLs. */
export async function load(options: {
  publicPath: string;
}): Promise<{ Routes: ComponentType<RemoteRoutesProps> }> {
  __webpack_public_path__ = options.publicPath;
  const { default: Routes } = await import('../app/PublicSiteRoutes');
  return { Routes };
}
