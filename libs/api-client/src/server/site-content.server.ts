// The server render's site content and alerts (the server bundles' webpack configs swap this in for the browser's
// site-content.ts, which reads them from the page): asked of the API's caches once per render.
import type { AlertRecord, SiteContent } from '@furnace/contracts';
import { use, useContext } from 'react';
import { ask, RenderScopeContext } from '@furnace/api-client/server';

function useSiteData<T>(path: string): T | undefined {
  const scope = useContext(RenderScopeContext);
  if (!scope) return undefined;
  return use(ask(scope, `site-data ${path}`, () => scope.api(path))).data as T | undefined;
}

export function useSiteContent(): SiteContent | undefined {
  return useSiteData<SiteContent>('/content');
}

export function useSiteAlerts(): AlertRecord[] | undefined {
  return useSiteData<AlertRecord[]>('/alerts');
}

export function forgetSiteData(): void {
  // nothing is kept between renders
}
