import request from 'supertest';
import { insertUser, signIn } from './auth-helpers';
import { startTestApp, type TestApp } from './test-app';

/**
 * No input to the account, passkey, backup and sign routes is a 500: every field of every body
 * gets each of a fixed set of odd values (fixed, so a failure replays), then odd whole bodies and
 * odd path parameters. Only the status is checked here; the refusals' texts are the other specs'.
 */
const ODD_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  '',
  ' ',
  '\u0000',
  'Maria Lopez ☃ 𝔘',
  'x'.repeat(100_000),
  [],
  ['a', 1],
  {},
  { id: {} },
  { id: '\u0000' },
  { id: 'x'.repeat(5000), rawId: 1, response: null, type: 'public-key' },
  { __proto__: { polluted: true } },
];

const ODD_BODIES = ['null', '[]', '"text"', '42', '{', '{"a":', '{"__proto__":{"x":1}}'];

describe('account, passkey, backup and sign routes never answer 500', () => {
  let api: TestApp;
  let admin: string;
  let targetId: number;
  beforeAll(async () => {
    // Throttling off, or the sign-in steps would answer 429 before reading most of these.
    api = await startTestApp({ env: { LOGIN_THROTTLE_LIMIT: '100000' } });
    admin = await signIn(api);
    targetId = await insertUser(api, 'fuzz-target', 'fuzz-target-password');
  });
  afterAll(() => api.close());

  // Each body's other fields are plausible, so the odd one is what the route has to cope with;
  // none of them can succeed in a way that locks the admin out (wrong current password, and the
  // PATCH goes to an account of its own).
  const routes = (): {
    method: 'post' | 'patch';
    path: string;
    body: Record<string, unknown>;
  }[] => [
    { method: 'post', path: '/api/v1/auth/forgot-password', body: { username_or_email: 'ada' } },
    { method: 'post', path: '/api/v1/auth/accept-invite', body: { token: 'x', password: 'y' } },
    {
      method: 'post',
      path: '/api/v1/users',
      body: { username: 'fuzzed', email: 'fuzzed@example.org', role: 'editor' },
    },
    {
      method: 'patch',
      path: `/api/v1/users/${targetId}`,
      body: { role: 'editor', disabled: false },
    },
    {
      method: 'post',
      path: '/api/v1/users/me/password',
      body: { current_password: 'not the password', new_password: 'a new long passphrase' },
    },
    { method: 'post', path: '/api/v1/auth/passkeys/register-options', body: { password: 'wrong' } },
    { method: 'post', path: '/api/v1/auth/passkeys/register', body: { response: {}, name: 'k' } },
    { method: 'post', path: '/api/v1/auth/passkeys/login', body: { response: {} } },
  ];

  it('odd values in every field', async () => {
    const failures: string[] = [];
    for (const { method, path, body } of routes())
      for (const field of Object.keys(body))
        for (const value of ODD_VALUES) {
          const res = await request(api.url)
            [method](path)
            .auth(admin, { type: 'bearer' })
            .send({ ...body, [field]: value });
          if (res.status >= 500) failures.push(`${method} ${path} ${field}: ${res.status}`);
        }
    expect(failures).toEqual([]);
  });

  it('odd whole bodies, and an odd sign-in form', async () => {
    const failures: string[] = [];
    for (const { method, path } of routes())
      for (const raw of ODD_BODIES) {
        const res = await request(api.url)
          [method](path)
          .auth(admin, { type: 'bearer' })
          .set('Content-Type', 'application/json')
          .send(raw);
        if (res.status >= 500) failures.push(`${method} ${path} ${raw}: ${res.status}`);
      }
    for (const form of [
      'username=a&username=b&password=x',
      'password[x]=1',
      '%',
      'a'.repeat(9000),
    ]) {
      const res = await request(api.url).post('/api/v1/auth/token').type('form').send(form);
      if (res.status >= 500) failures.push(`token ${form.slice(0, 40)}: ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('odd path parameters', async () => {
    const failures: string[] = [];
    const odd = [
      '0',
      '-1',
      '1.5',
      '99999999999999999999',
      'abc',
      '%00',
      '%E0%A4%A',
      'x'.repeat(3000),
    ];
    for (const id of odd)
      for (const [method, path] of [
        ['patch', `/api/v1/users/${id}`],
        ['post', `/api/v1/users/${id}/reset`],
        ['get', `/api/v1/users/${id}/passkeys`],
        ['delete', `/api/v1/users/${targetId}/passkeys/${id}`],
        ['delete', `/api/v1/auth/passkeys/${id}`],
        ['get', `/api/v1/backups/${id}`],
        ['get', `/api/v1/signs/${id}`],
        ['get', `/api/v1/signs/${id}/qr.svg`],
        ['delete', `/api/v1/signs/${id}`],
      ] as const) {
        const res = await request(api.url)
          [method](path)
          .auth(admin, { type: 'bearer' })
          .send(method === 'patch' ? { role: 'editor' } : undefined);
        if (res.status >= 500) failures.push(`${method} ${path.slice(0, 60)}: ${res.status}`);
      }
    expect(failures).toEqual([]);
  });
});
