import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { Logger } from '@nestjs/common';
import {
  FirstRunAdmin,
  OLD_PASSWORD_FILE,
  plainPasswordFileWarning,
} from '../src/users/first-run-admin.service';
import { createTestDatabase, sql, startTestApp } from './test-app';

describe('first-run admin', () => {
  it('is created once outside production, even with two processes starting on one new database', async () => {
    // A new, empty database: the first start migrates it too.
    const first = await startTestApp({ databaseUrl: await createTestDatabase() });
    const second = await startTestApp({ databaseUrl: first.databaseUrl });
    try {
      expect(await sql(first.databaseUrl, 'SELECT member_id, role FROM users')).toEqual([
        { member_id: 'admin', role: 'admin' },
      ]);
      // No password file is ever written.
      for (const api of [first, second])
        expect(readdirSync(api.config.dataDir).filter((f) => /password/.test(f))).toEqual([]);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('without FIRST_RUN_ADMIN_PASSWORD: no password, a one-time setup link (main.ts prints it), no file', async () => {
    const api = await startTestApp({
      env: { FIRST_RUN_ADMIN_PASSWORD: '', NODE_ENV: 'development', LOG_LEVEL: 'silent' },
    });
    try {
      const [row] = await sql<{ password_hash: string | null }>(
        api.databaseUrl,
        `SELECT password_hash FROM users WHERE member_id = 'admin'`,
      );
      expect(row.password_hash).toBeNull();
      expect(existsSync(`${api.config.dataDir}/admin-password.txt`)).toBe(false);
      const text = api.app.get(FirstRunAdmin).setupLink ?? '';
      const link = /https?:\/\/\S+\/accept-invite\?token=([A-Za-z0-9_-]+)/.exec(text);
      expect(link).not.toBeNull();
      const token = (link as RegExpExecArray)[1];
      const signInWith = (password: string) =>
        request(api.url)
          .post('/api/v1/auth/token')
          .type('form')
          .send({ username: 'admin', password });
      const accept = (password: string) =>
        request(api.url).post('/api/v1/auth/accept-invite').send({ token, password });
      // Nobody can sign in before the link is used, and the link works once only.
      await signInWith('anything-at-all-here').expect(401);
      await accept('a new museum password').expect(200);
      await signInWith('a new museum password').expect(200);
      await accept('another museum password').expect(404);
    } finally {
      await api.close();
    }
  });

  it('is not created in production', async () => {
    const api = await startTestApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' } });
    try {
      expect(await sql(api.databaseUrl, 'SELECT member_id FROM users')).toEqual([]);
    } finally {
      await api.close();
    }
  });

  it('warns when the first release left its plain-text password file in DATA_DIR', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'old-data-'));
    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      expect(plainPasswordFileWarning(dir)).toBeNull();
      writeFileSync(join(dir, OLD_PASSWORD_FILE), 'hunter2-from-2025\n');
      const warning = plainPasswordFileWarning(dir);
      expect(warning).toMatch(
        /admin-password\.txt holds a staff password in plain text.*change that password.*delete the file/,
      );
      // An upgraded site says so when it starts.
      const api = await startTestApp({ env: { DATA_DIR: dir } });
      await api.close();
      expect(warn).toHaveBeenCalledWith(warning);
    } finally {
      warn.mockRestore();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
