import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

/** Every URL the page requested, in order, from the moment this is called. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

export const isAdminRemoteFile = (url: string) =>
  new URL(url).pathname.startsWith('/remotes/admin/');

export interface JavaScriptFile {
  url: string;
  gzipBytes: number;
  body: Buffer;
}

/**
 * Collects the JavaScript the page downloads; `settled()` resolves to every file once their bodies
 * are read. Sizes are the body gzipped at level 9 here, so the figure is deterministic for a given
 * build (the server's own compression level does not matter).
 */
export function recordJavaScript(page: Page): { settled: () => Promise<JavaScriptFile[]> } {
  const pending: Promise<JavaScriptFile | null>[] = [];
  page.on('response', (response: Response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: response.url(),
          body,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        }))
        .catch(() => null),
    );
  });
  return {
    settled: async () =>
      (await Promise.all(pending)).filter((file): file is JavaScriptFile => file !== null),
  };
}
