// The server render's usePageOrigin (webpack.config.js swaps it in for the browser's): the site's
// public address as the API hands it to render() (its PUBLIC_URL), so the HTML's JSON-LD carries
// the same absolute URLs as the browser's.
import { useContext } from 'react';
import { RenderScopeContext } from '@furnace/api-client/server';

export function usePageOrigin(): string {
  return useContext(RenderScopeContext)?.origin ?? '';
}
