import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import request from 'supertest';
import { AuthService } from '../src/auth/auth.service';
import { loadConfig, ConfigError } from '../src/config/app-config';
import { adminPassword, insertUser, signIn } from './auth-helpers';
import { signInAttempt, throttledSignInEnv } from './support/sign-in-throttling';
import { makePdf, makePng, storedPdf } from './support/fixtures';
import { startTestApp, useTestApp } from './test-app';

/** The findings of the security review, each reproduced and now refused. */

describe('sign-in throttling cannot lock the owner out', () => {
  const api = useTestApp({ env: throttledSignInEnv(10, 300) });

  it('11 wrong attempts a minute from one address, and more from many, do not stop admin signing in from elsewhere', async () => {
    // The finding: 11 requests a minute from one address kept "admin" out everywhere.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (await signInAttempt(api, 'admin', 'wrong-password-guess', '203.0.113.66')).status,
      );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // A guesser spreading over addresses is answered 401 but slowed down.
    for (let i = 1; i <= 5; i++)
      expect(
        (await signInAttempt(api, 'admin', 'wrong-password-guess', `198.51.100.${i}`)).status,
      ).toBe(401);
    // The next one waits LOGIN_SLOWDOWN_MS before its password is checked: the wait is watched
    // (and really waited), not timed, so a slow machine proves it as well as a fast one.
    const waits: string[] = [];
    const slowdown = api.app.get(AuthService);
    const sleep = slowdown.sleep.bind(slowdown);
    const watched = jest.spyOn(slowdown, 'sleep').mockImplementation(async (ms) => {
      waits.push(`waiting ${ms}`);
      await sleep(ms);
      waits.push('waited');
    });
    try {
      const slow = await signInAttempt(api, 'admin', 'wrong-password-guess', '198.51.100.99');
      waits.push(`answered ${slow.status}`);
    } finally {
      watched.mockRestore();
    }
    expect(waits).toEqual(['waiting 300', 'waited', 'answered 401']);
    // The owner, from an address within its own limit, still gets in with the right password.
    const owner = await signInAttempt(api, 'admin', adminPassword(api), '192.0.2.10');
    expect(owner.status).toBe(200);
    expect(owner.body.access_token).toEqual(expect.any(String));
    // The failure text is unchanged and generic.
    const wrong = await signInAttempt(api, 'admin', 'wrong-password-guess', '192.0.2.11');
    expect(wrong.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Invalid username or password.',
    });
  });
});

describe('TRUST_PROXY', () => {
  it('by default X-Forwarded-For is not believed: a client cannot pick a fresh address per attempt', async () => {
    const api = await startTestApp({
      env: { LOGIN_THROTTLE_LIMIT: '3', LOGIN_THROTTLE_TTL_MS: '60000' },
    });
    try {
      for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
        expect((await signInAttempt(api, `user${ip}`, 'wrong-password-123', ip)).status).toBe(401);
      // All four came from 127.0.0.1, whatever the header said.
      expect(
        (await signInAttempt(api, 'another', 'wrong-password-123', '203.0.113.4')).status,
      ).toBe(429);
    } finally {
      await api.close();
    }
  });

  it('is validated at start', () => {
    const env = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/unused' };
    expect(loadConfig({ ...env }).trustProxy).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...env, TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe(
      'loopback,10.0.0.0/8',
    );
    expect(() => loadConfig({ ...env, TRUST_PROXY: 'everyone please' })).toThrow(ConfigError);
  });
});

describe('/api/docs without the web layer in front', () => {
  it('still has the strict policy', async () => {
    const bare = await startTestApp();
    try {
      const res = await request(bare.url).get('/api/docs').redirects(1).expect(200);
      expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self'/);
    } finally {
      await bare.close();
    }
  });
});

describe('passwords, headers, docs, link_url, PDFs', () => {
  const api = useTestApp({ withWeb: true });
  let token: string;
  beforeAll(async () => (token = await signIn(api)));

  const changePassword = (bearer: string, current: string, next: string) =>
    request(api.url)
      .post('/api/v1/users/me/password')
      .auth(bearer, { type: 'bearer' })
      .send({ current_password: current, new_password: next });

  it('refuses twelve spaces, too few different characters and common passwords, naming the field', async () => {
    await insertUser(api, 'pwtest', 'pwtest-original-password');
    const bearer = await signIn(api, 'pwtest', 'pwtest-original-password');
    for (const [attempt, message] of [
      ['            ', /^new_password is too simple/],
      ['aaaaaaaaaaaaaaa', /^new_password is too simple/],
      ['short', /^new_password must be at least 12 characters long/],
      ['qwertyuiop123', /^new_password is one of the most common passwords/],
      ['Password123456!', /^new_password is one of the most common passwords/],
      ['1qaz2wsx3edc', /^new_password is one of the most common passwords/],
    ] as const) {
      const res = await changePassword(bearer, 'pwtest-original-password', attempt).expect(400);
      expect(res.body.message).toMatch(message);
    }
    // Nothing changed: the old password still signs in.
    await signIn(api, 'pwtest', 'pwtest-original-password');
    await changePassword(bearer, 'pwtest-original-password', 'iron ore and charcoal').expect(200);
    await signIn(api, 'pwtest', 'iron ore and charcoal');
  });

  // Authenticated answers: cache-headers.spec.ts.
  it('sends Cache-Control: no-store with tokens', async () => {
    const res = await signInAttempt(api, 'admin', adminPassword(api)).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves /api/docs with a strict Content-Security-Policy (no inline or eval’d script)', async () => {
    const res = await request(api.url).get('/api/docs').redirects(1).expect(200);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(policy).toMatch(/object-src 'none'/);
    // swagger-ui's own script is a file of ours, allowed by that policy.
    await request(api.url).get('/api/docs/swagger-ui-init.js').expect(200);
  });

  /** A new event with these fields (a valid event otherwise), its image, and `pdf` if given. */
  const send = async (fields: Record<string, string>, pdf?: Buffer) => {
    const req = request(api.url).post('/api/v1/events').auth(token, { type: 'bearer' });
    const all = {
      title: 'Iron pour',
      description: 'Molten iron',
      event_start: '2031-06-01T18:00:00',
      ...fields,
    };
    for (const [name, value] of Object.entries(all)) req.field(name, value);
    req.attach('image', await makePng(), 'image.png');
    if (pdf) req.attach('pdf', pdf, 'flyer.pdf');
    return req;
  };

  it('refuses CR/LF (and spaces, backslashes) in link_url with a 400 naming the field', async () => {
    for (const link of [
      'https://example.org/\r\nBEGIN:VEVENT',
      'https://example.org/\nX',
      '/\\evil.example/',
      'https://example.org/a b',
    ]) {
      const res = await send({ link_url: link });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^link_url /);
    }
    expect((await send({ link_url: 'https://example.org/tickets?a=1' })).status).toBe(201);
  });

  it('refuses a PDF with JavaScript, OpenAction, Launch or embedded files; a plain one is kept as its checked copy', async () => {
    const withJs = Buffer.from(
      makePdf()
        .toString('latin1')
        .replace(
          '<< /Type /Catalog /Pages 2 0 R >>',
          '<< /Type /Catalog /Pages 2 0 R /Names << /JavaScript << /Names [(x) << /S /JavaScript /JS (app.alert(1)) >>] >> >> >>',
        ),
      'latin1',
    );
    const escaped = Buffer.from(
      makePdf()
        .toString('latin1')
        .replace(
          '<< /Type /Catalog /Pages 2 0 R >>',
          '<< /Type /Catalog /Pages 2 0 R /Open#41ction << /S /Launch /F (calc.exe) >> >>',
        ),
      'latin1',
    );
    // OpenAction with JavaScript inside a compressed object stream (not visible in the raw bytes).
    const doc = await PDFDocument.create();
    doc.addPage();
    doc.catalog.set(
      PDFName.of('OpenAction'),
      doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
    );
    const compressed = Buffer.from(await doc.save({ useObjectStreams: true }));
    expect(compressed.toString('latin1')).not.toContain('/OpenAction');
    const attached = await PDFDocument.create();
    attached.addPage();
    await attached.attach(Buffer.from('MZ'), 'tool.exe', { mimeType: 'application/octet-stream' });
    const withFile = Buffer.from(await attached.save());

    for (const pdf of [withJs, escaped, compressed, withFile]) {
      const res = await send({}, pdf);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/The PDF contains active content/);
      // Signs take PDFs through the same reader.
      const sign = await request(api.url)
        .put('/api/v1/signs/active-content')
        .auth(token, { type: 'bearer' })
        .attach('pdf', pdf, 'sign.pdf');
      expect(sign.status).toBe(400);
    }
    const plain = makePdf();
    const created = await send({}, plain);
    expect(created.status).toBe(201);
    const stored = await request(api.url).get(created.body.pdf).responseType('blob').expect(200);
    expect(Buffer.compare(stored.body as Buffer, await storedPdf())).toBe(0);
  });
});
