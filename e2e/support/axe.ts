import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { AXE_TAGS } from '../../tools/lib/axe.cjs';

/**
 * WCAG 2.x A/AA and best-practice violations on the page, by axe-core through
 * @axe-core/playwright. It evaluates axe over the DevTools protocol, so the site's strict CSP
 * (no inline scripts) does not get in the way, and it checks iframes too.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
