import request from 'supertest';
import { ACCOUNTS } from '@furnace/contracts';
import { insertUser, signIn } from './auth-helpers';
import { mailingSite, plainMail, startSmtp } from './support/smtp';
import { startTestApp, type TestApp, useTestApp } from './test-app';

/** "Forgot password?" (POST /api/v1/auth/forgot-password): docs/api.md, "Accounts, roles, audit". */
describe('forgot password', () => {
  let api: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    api = await startTestApp({
      env: {
        ...mailingSite(smtp),
        LOGIN_THROTTLE_LIMIT: '6',
      },
    });
    await insertUser(api, 'tess', 'tess-password-12345');
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });
  const forgot = (value: string) =>
    request(api.url).post('/api/v1/auth/forgot-password').send({ username_or_email: value });

  it('answers the same whether or not the account exists; the account gets a one-time link by mail', async () => {
    const known = await forgot('tess@example.org').expect(202);
    const unknown = await forgot('nobody-here').expect(202);
    expect(known.body).toEqual({ message: ACCOUNTS.forgotPasswordMailed });
    expect(unknown.body).toEqual(known.body);
    expect(known.headers['cache-control']).toBe('no-store');

    const mail = plainMail(await smtp.nextMail());
    expect(mail).toMatch(/^To: tess@example\.org/m);
    const token = /accept-invite\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] as string;
    expect(token).toBeTruthy();
    // Until the link is used the old password still works: a stranger's request locks nobody out.
    await signIn(api, 'tess', 'tess-password-12345');
    await request(api.url)
      .post('/api/v1/auth/accept-invite')
      .send({ token, password: 'a brand new passphrase' })
      .expect(200);
    await signIn(api, 'tess', 'a brand new passphrase');
    // The unknown name sent nothing.
    expect(smtp.mails).toHaveLength(1);
  });

  it('is throttled like the sign-in, and refuses an empty field with a sentence', async () => {
    const empty = await forgot('').expect(400);
    expect(empty.body.message).toMatch(/^username_or_email /);
    let status = 202;
    for (let i = 0; i < 10 && status !== 429; i++) status = (await forgot(`someone-${i}`)).status;
    expect(status).toBe(429);
  });
});

describe('forgot password on a site that cannot send mail', () => {
  const api = useTestApp();

  it('says to ask an admin', async () => {
    const res = await request(api.url)
      .post('/api/v1/auth/forgot-password')
      .send({ username_or_email: 'admin' })
      .expect(202);
    expect(res.body).toEqual({ message: ACCOUNTS.forgotPasswordNoMail });
  });
});
