import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

interface AxeResult {
  violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
}
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * WCAG 2.x A/AA and best-practice violations on the page, by axe-core (installed in the
 * workspace). Evaluated over the DevTools protocol: the site's CSP rightly refuses injected
 * inline scripts, so `addScriptTag` would not run.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(() =>
    (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResult> } }
    ).axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    }),
  );
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
