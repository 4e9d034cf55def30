import {
  SITE_ALERTS_ELEMENT_ID,
  SITE_CONTENT_ELEMENT_ID,
  type AlertRecord,
  type SiteContent,
} from '@furnace/contracts';
import { useEffect, useState } from 'react';
import { getJson } from './http';

/**
 * The site's content and alerts, as every page reads them. The server inlines both in the HTML it
 * sends (apps/api/src/content/page-data.ts), so in production they are there before any code runs:
 * no request, no layout shift. Where they are not (the dev servers, mock mode), one request each
 * fetches them, shared by every component and every copy of this client on the page.
 */
function inlined<T>(id: string): T | undefined {
  const text = typeof document === 'undefined' ? null : document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

const loads = new Map<string, Promise<unknown>>();

function loadOnce<T>(id: string, path: string): Promise<T> {
  let load = loads.get(id) as Promise<T> | undefined;
  if (!load) {
    load = getJson<T>(path, (status) => `Error getting ${path}: ${status}`);
    // A failed load may be tried again by the next page.
    load.catch(() => loads.delete(id));
    loads.set(id, load);
  }
  return load;
}

function useSiteData<T>(id: string, path: string): T | undefined {
  const [data, setData] = useState<T | undefined>(() => inlined<T>(id));
  useEffect(() => {
    if (data !== undefined) return;
    let live = true;
    loadOnce<T>(id, path).then(
      (value) => live && setData(value),
      () => undefined, // the page keeps its content-free layout; the next page tries again
    );
    return () => {
      live = false;
    };
  }, [data, id, path]);
  return data;
}

/** GET /api/v1/content, as inlined in the page: every key's published value. */
export function useSiteContent(): SiteContent | undefined {
  return useSiteData<SiteContent>(SITE_CONTENT_ELEMENT_ID, '/content');
}

/** The alerts active when the page was sent (GET /api/v1/alerts). */
export function useSiteAlerts(): AlertRecord[] | undefined {
  return useSiteData<AlertRecord[]>(SITE_ALERTS_ELEMENT_ID, '/alerts');
}

/** For tests: forget the shared loads, so the next hook fetches again. */
export function forgetSiteData(): void {
  loads.clear();
}
