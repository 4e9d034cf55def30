import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql, startTestApp } from './test-app';

describe('first-run admin', () => {
  it('is created once outside production, even with two processes starting on one new database', async () => {
    const first = await startTestApp();
    const second = await startTestApp({ databaseUrl: first.databaseUrl });
    try {
      expect(await sql(first.databaseUrl, 'SELECT member_id FROM users')).toEqual([
        { member_id: 'admin' },
      ]);
      expect(existsSync(join(first.config.dataDir, 'admin-password.txt'))).toBe(true);
      // The second process found a user and created none.
      expect(existsSync(join(second.config.dataDir, 'admin-password.txt'))).toBe(false);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('is not created in production', async () => {
    const api = await startTestApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' } });
    try {
      expect(await sql(api.databaseUrl, 'SELECT member_id FROM users')).toEqual([]);
      expect(existsSync(join(api.config.dataDir, 'admin-password.txt'))).toBe(false);
    } finally {
      await api.close();
    }
  });
});
