import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { cli as runCli } from './support/run-cli';
import { signIn } from './auth-helpers';
import { createTestDatabase, sql, startTestApp, type TestApp } from './test-app';

// Every command runs against the test database; DATA_DIR is a scratch folder of this file's.
const dataDir = mkdtempSync(join(tmpdir(), 'api-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const cli = (argv: string[], databaseUrl: string, stdin = '') =>
  runCli(argv, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir }, { stdin });

describe('CLI: create-admin and reset-password', () => {
  let databaseUrl: string;
  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
  });

  it('refuses a password under 12 characters and creates nothing', async () => {
    const res = await cli(
      ['create-admin', '--username', 'staff', '--email', 'staff@example.org'],
      databaseUrl,
      'short-pw\n',
    );
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/at least 12 characters/);
    const tables = await sql(databaseUrl, `SELECT to_regclass('public.users') AS t`);
    if (tables[0].t) expect(await sql(databaseUrl, 'SELECT * FROM users')).toEqual([]);
  });

  it('creates an account from a piped password, refuses a duplicate, and the account can sign in', async () => {
    const created = await cli(
      ['create-admin', '--username', 'Staff', '--email', 'Staff@Example.org'],
      databaseUrl,
      'a-good-long-password\n',
    );
    expect(created).toMatchObject({
      code: 0,
      out: expect.stringContaining('Created user "staff" <staff@example.org>'),
    });
    const dup = await cli(
      ['create-admin', '--username', 'staff', '--email', 'other@example.org'],
      databaseUrl,
      'a-good-long-password\n',
    );
    expect(dup.code).toBe(1);
    expect(dup.err).toMatch(/already exists/);

    let api: TestApp | null = await startTestApp({ databaseUrl });
    try {
      await signIn(api, 'staff', 'a-good-long-password');
    } finally {
      await api.close();
      api = null;
    }
  });

  it('reads a password typed at a terminal, and exits 1 when none is typed', async () => {
    const argv = ['reset-password', '--username', 'staff'];
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
    const typed = await runCli(argv, env, { stdin: 'typed-long-password\n', tty: true });
    expect(typed).toMatchObject({ code: 0, err: 'New password (not shown): \n' });
    const none = await runCli(argv, env, { tty: true });
    expect(none).toMatchObject({
      code: 1,
      err: expect.stringMatching(/Aborted.*Nothing was changed/s),
    });
    const api = await startTestApp({ databaseUrl });
    try {
      await signIn(api, 'staff', 'typed-long-password');
    } finally {
      await api.close();
    }
  });

  it('reset-password refuses short passwords, and --generate prints a working one', async () => {
    const short = await cli(
      ['reset-password', '--username', 'staff'],
      databaseUrl,
      '12345678901\n',
    );
    expect(short.code).toBe(1);
    expect(short.err).toMatch(/at least 12 characters/);

    const generated = await cli(
      ['reset-password', '--username', 'staff', '--generate'],
      databaseUrl,
    );
    expect(generated.code).toBe(0);
    const password = /Password: (\S+)/.exec(generated.out)?.[1] as string;
    expect(password.length).toBeGreaterThanOrEqual(12);
    const api = await startTestApp({ databaseUrl });
    try {
      const token = await signIn(api, 'staff', password);
      await request(api.url).get('/api/v1/users/me').auth(token, { type: 'bearer' }).expect(200);
      await request(api.url)
        .post('/api/v1/auth/token')
        .type('form')
        .send({ username: 'staff', password: 'a-good-long-password' })
        .expect(401);
    } finally {
      await api.close();
    }
  });

  it('explains usage for a missing username or unknown user', async () => {
    expect(
      (await cli(['create-admin', '--email', 'x@example.org', '--generate'], databaseUrl)).err,
    ).toMatch(/--username is required/);
    const unknown = await cli(['reset-password', '--username', 'ghost', '--generate'], databaseUrl);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/No user named "ghost"/);
  });
});
