import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

/** Every URL the page requested, in order, from the moment this is called. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

export const isAdminRemoteFile = (url: string) => new URL(url).pathname.startsWith('/remotes/admin/');

export interface JavaScriptFile {
  url: string;
  gzipBytes: number;
  body: Buffer;
}

/**
 * Collects the JavaScript the page downloads. Sizes are the body gzipped at level 9 here, so the
 * figure is deterministic for a given build (the server's own compression level does not matter).
 */
export function recordJavaScript(page: Page): JavaScriptFile[] {
  const files: JavaScriptFile[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    pending.push(
      response
        .body()
        .then((body) => {
          files.push({ url: response.url(), body, gzipBytes: gzipSync(body, { level: 9 }).length });
        })
        .catch(() => undefined),
    );
  });
  Object.defineProperty(files, 'settled', { value: () => Promise.all(pending), enumerable: false });
  return files;
}

export async function settled(files: JavaScriptFile[]): Promise<void> {
  await (files as unknown as { settled: () => Promise<unknown> }).settled();
}
