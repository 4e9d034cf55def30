// The JavaScript a visitor downloads for a page, split by file: each body gzipped at level 9, so
// the figure depends only on the build. Also the page's whole transfer.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../lib/chromium.cjs';

export async function measurePageJavaScript(baseUrl, path = '/') {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    const pending = [];
    const files = [];
    let transferred = 0;
    page.on('requestfinished', (request) =>
      pending.push(
        request.sizes().then((sizes) => {
          transferred += sizes.responseBodySize + sizes.responseHeadersSize;
        }),
      ),
    );
    page.on('response', (response) => {
      if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
      pending.push(
        response.body().then((body) => {
          files.push({
            path: new URL(response.url()).pathname,
            bytes: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          });
        }),
      );
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    files.sort((a, b) => b.gzip - a.gzip);
    return { files, totalGzip: files.reduce((sum, file) => sum + file.gzip, 0), transferred };
  } finally {
    await browser.close();
  }
}

export function printPageJavaScript(log, path, result) {
  log(`\nJavaScript for ${path} (gzip -9 of each body):`);
  for (const file of result.files) {
    log(`  ${(file.gzip / 1024).toFixed(1).padStart(7)} KB  ${file.path}`);
  }
  log(`  ${(result.totalGzip / 1024).toFixed(1).padStart(7)} KB  TOTAL gzipped JavaScript`);
  log(
    `  ${(result.transferred / 1024).toFixed(1).padStart(7)} KB  transferred in all (every request, as sent)`,
  );
}
