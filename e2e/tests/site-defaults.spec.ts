import { expect, test } from '../support/fixtures';

/**
 * A fresh install (the e2e site starts on an empty database) reads exactly as the spec's facts
 * (docs/product.md §9), now that they come from content staff can edit.
 */
test('a fresh install shows every default the spec gives', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/visit');
  const prices = page.getByRole('table', { name: 'Admission prices' });
  await expect(prices.getByRole('row')).toHaveText([
    'Regular (ages 12-64)$8.00',
    'Youth (ages 2-11)$4.00',
    'Reduced (65 and over, and motor club members)$7.00',
    'Children (2 and under)Free',
  ]);
  const tours = page.locator('#tours');
  await expect(tours.getByRole('listitem')).toHaveText([
    'Friday and Saturday9:30 AM, 11:00 AM, 12:30 PM, 2:00 PM',
    'Sunday12:30 PM, 2:30 PM',
  ]);
  await expect(tours).toContainText('arrive 15 minutes before your tour');
  await expect(page.locator('#accessibility-title + p')).toContainText('about 100 steps');

  // Contact details everywhere they appear: tap to call, tap for directions.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: '(717) 272-9711', exact: true })).toHaveAttribute(
    'href',
    'tel:+17172729711',
  );
  await expect(
    footer.getByRole('link', { name: '94 Rexmont Road, Cornwall, PA 17016' }),
  ).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=94%20Rexmont%20Road/,
  );
  await expect(page.getByRole('heading', { name: 'Getting here' })).toBeVisible();

  await page.goto('/support');
  await expect(page.locator('#membership').getByRole('listitem')).toHaveText([
    'Free, unlimited admission all year',
    'Our quarterly newsletter',
    '10% off in the museum store',
    'Invitations to members-only programs and the annual meeting',
  ]);

  await page.goto('/history');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Grubb Legacy 1734-1789',
    'Robert Coleman 1786-1825',
    'William Coleman and G. Dawson Coleman 1836-1864',
    'Heirs and Cornwall Iron Company 1864-1883',
    'The Museum',
  ]);

  await page.goto('/associates');
  await expect(
    page
      .locator('section', { has: page.getByRole('heading', { name: 'Board of Directors' }) })
      .getByRole('listitem'),
  ).toHaveText(['President', 'Vice President', 'Secretary', 'Treasurer']);
});
