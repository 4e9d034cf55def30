import type { Page } from '@playwright/test';
import { editConflict, loadNewerVersion } from '@furnace/contracts';
import { expect, test } from '../support/fixtures';
import { apiToken, FIXTURES, signInThroughStorage } from '../support/admin';

const TITLE = `Pour night ${Date.now()}`;

/**
 * docs/api.md "Editing the same record at once": two volunteers, each in a browser of their own,
 * open the same event. The first saves; the second's save is refused in plain words, what they
 * typed stays, and they may load the newer version. Nothing of the first's save is lost.
 */
test.describe('two volunteers editing the same event', () => {
  let id = 0;

  test.beforeAll(async ({ request }) => {
    const headers = { Authorization: `Bearer ${await apiToken(request)}` };
    const created = await request.post('/api/v1/events', {
      headers,
      multipart: {
        title: TITLE,
        description: 'Iron poured at dusk.',
        event_start: '2031-09-20T19:00:00',
        image: FIXTURES.image,
      },
    });
    expect(created.status()).toBe(201);
    id = (await created.json()).id;
  });

  test.afterAll(async ({ request }) => {
    const headers = { Authorization: `Bearer ${await apiToken(request)}` };
    await request.delete(`/api/v1/events/${id}`, { headers });
  });

  async function openEditor(page: Page) {
    await page.goto('/admin/events');
    await page.getByRole('button', { name: `Edit ${TITLE}` }).click();
    return page.getByRole('form', { name: `Edit ${TITLE}` });
  }

  test('the second save gets the conflict, keeps its text, and can load the first one’s', async ({
    browser,
    request,
  }) => {
    const [adaContext, benContext] = [await browser.newContext(), await browser.newContext()];
    const [ada, ben] = [await adaContext.newPage(), await benContext.newPage()];
    await signInThroughStorage(ada, request);
    await signInThroughStorage(ben, request);
    const [adaForm, benForm] = [await openEditor(ada), await openEditor(ben)];

    await adaForm.getByLabel('Description').fill('Iron poured at dusk. Bring a jacket.');
    await adaForm.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      ada.getByRole('status').filter({ hasText: `Changes to "${TITLE}" saved.` }),
    ).toBeVisible();

    await benForm.getByLabel('Description').fill('Cancelled for rain.');
    await benForm.getByRole('button', { name: 'Save changes' }).click();
    await expect(benForm.getByRole('alert')).toHaveText(editConflict('event'));
    await expect(benForm.getByLabel('Description')).toHaveValue('Cancelled for rain.');

    const headers = { Authorization: `Bearer ${await apiToken(request)}` };
    const stored = await request.get(`/api/v1/events/${id}/details`, { headers });
    expect((await stored.json()).description).toBe('Iron poured at dusk. Bring a jacket.');

    await benForm.getByRole('button', { name: loadNewerVersion }).click();
    await expect(benForm.getByLabel('Description')).toHaveValue(
      'Iron poured at dusk. Bring a jacket.',
    );
    await adaContext.close();
    await benContext.close();
  });
});
