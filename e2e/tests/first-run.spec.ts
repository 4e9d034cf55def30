import { startSite } from '../../tools/lib/site-server.cjs';
import { expect, test } from '@playwright/test';

/**
 * `npm start` on a fresh DATA_DIR without FIRST_RUN_ADMIN_PASSWORD prints the staff user's one-time
 * setup link (README, CONTRIBUTING): no tool may hand the site a password behind the operator's
 * back. (tools/start.mjs once loaded the e2e harness, which set a random one on every first run.)
 * The link comes last, in a box, after the "running at" line, so the start's log lines cannot
 * scroll it away; without PUBLIC_URL a warning says where QR codes and links would point.
 */
test('npm start on a fresh DATA_DIR prints the first-run setup link last, and no password is set', async () => {
  test.setTimeout(120_000);
  const site = await startSite({
    env: { FIRST_RUN_ADMIN_PASSWORD: '', PUBLIC_URL: '', LOG_LEVEL: 'info' },
  });
  try {
    const output = () => site.output.join('');
    // The notes follow the "running at" line; the harness may see the site answer first.
    await expect.poll(output).toContain('(Lost it? npm run reset-password -- --username admin)');
    expect(output()).not.toMatch(/with the password of FIRST_RUN_ADMIN_PASSWORD/);
    const port = new URL(site.baseUrl).port;
    const notes = output().slice(output().indexOf('Museum site running at'));
    const lines = notes.trimEnd().split('\n');
    expect(lines[0]).toBe(`Museum site running at http://localhost:${port}`);
    expect(lines[2]).toBe(
      `WARNING: PUBLIC_URL is not set, so QR codes and invitation links point at http://localhost:${port},`,
    );
    expect(notes).toContain('PUBLIC_URL=https://museum.example.org npm start');
    const box = lines.slice(lines.findIndex((line) => line.startsWith('+--')));
    expect(box).toHaveLength(6);
    expect(box[1]).toMatch(
      /^\| First run: created the staff user "admin"\. Choose its password here/,
    );
    expect(box[3]).toMatch(
      new RegExp(`^\\| {3}http://localhost:${port}/accept-invite\\?token=[A-Za-z0-9_-]+ +\\|$`),
    );
    expect(box[5]).toBe(box[0]);
  } finally {
    await site.stop();
  }
});
