// The axe rule sets every page must pass, in the e2e journeys (e2e/support/axe.ts) and the
// Lighthouse bench: WCAG 2.0-2.2 A and AA, and axe's best practices.
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

module.exports = { AXE_TAGS };
