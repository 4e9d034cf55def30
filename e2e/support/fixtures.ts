import { expect, test as base } from '@playwright/test';

/**
 * Every journey imports `test` from here: it fails any test during which the browser reported a
 * Content-Security-Policy violation, so the strict policy is proven on every page we visit.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
          );
        });
      });
      page.on('console', (message) => {
        const text = message.text();
        if (text.startsWith('CSP violation:') || text.includes('Content Security Policy'))
          violations.push(text);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
