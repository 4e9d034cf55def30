import { startSite } from '../../tools/lib/site-server.cjs';
import { expect, test } from '@playwright/test';

/**
 * `npm start` on a fresh DATA_DIR without FIRST_RUN_ADMIN_PASSWORD prints the staff user's one-time
 * setup link (README, CONTRIBUTING): no tool may hand the site a password behind the operator's
 * back. (tools/start.mjs once loaded the e2e harness, which set a random one on every first run.)
 */
test('npm start on a fresh DATA_DIR prints the first-run setup link, and no password is set', async () => {
  test.setTimeout(120_000);
  const site = await startSite({ env: { FIRST_RUN_ADMIN_PASSWORD: '', LOG_LEVEL: 'info' } });
  try {
    const output = site.output.join('');
    expect(output).toMatch(/First run: created the staff user "admin"\. Choose its password here/);
    expect(output).not.toMatch(/with the password of FIRST_RUN_ADMIN_PASSWORD/);
  } finally {
    await site.stop();
  }
});
