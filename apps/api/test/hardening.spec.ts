import { connect, type Socket } from 'node:net';
import request from 'supertest';
import { ConflictException } from '@nestjs/common';
import { Client } from 'pg';
import { StaffService } from '../src/users/staff.service';
import type { User } from '../src/users/user-accounts';
import { UserAccounts } from '../src/users/user-accounts';
import { ACCOUNTS } from '@furnace/contracts';
import { insertUser, signIn } from './auth-helpers';
import { makePdf, onePageObjects, pdfOf } from './support/fixtures';
import { sql, useTestApp } from './test-app';
import { waitForLockWaiters, whileLocked } from './support/lock-waiters';
import { CONNECTIONS_PER_ADDRESS, HEADERS_TIMEOUT_MS } from '../src/common/connection-limits';
import { embeddedStatus, RECOVERY_GIVE_UP_MS } from '../src/database/embedded-status';

/** Small findings of a security review, each reproduced here first. */
describe('hardening', () => {
  const api = useTestApp();
  let admin: string;
  beforeAll(async () => (admin = await signIn(api)));

  it('refuses an Authorization header with anything after the token', async () => {
    await request(api.url).get('/api/v1/users/me').auth(admin, { type: 'bearer' }).expect(200);
    const res = await request(api.url)
      .get('/api/v1/users/me')
      .set('Authorization', `Bearer ${admin} extra`)
      .expect(401);
    expect(res.body.statusCode).toBe(401);
    await request(api.url)
      .get('/api/v1/users/me')
      .set('Authorization', `Bearer  ${admin}`)
      .expect(401);
  });

  it('a History page cursor that is not an entry id is a 400 naming it, never a 500', async () => {
    for (const before of ['99999999999999999999999999999', '0', 'abc', '1e5']) {
      const res = await request(api.url)
        .get(`/api/v1/audit?before=${before}`)
        .auth(admin, { type: 'bearer' })
        .expect(400);
      expect(res.body.message).toMatch(/^before must/);
    }
    await request(api.url)
      .get('/api/v1/audit?before=5')
      .auth(admin, { type: 'bearer' })
      .expect(200);
  });

  it('liveness fails once the embedded database has been down, its restarts failing, for 2 minutes', async () => {
    await request(api.url).get('/api/v1/health/live').expect(200);
    embeddedStatus.markDown(Date.now() - RECOVERY_GIVE_UP_MS + 60_000);
    await request(api.url).get('/api/v1/health/live').expect(200); // down a minute: still trying
    embeddedStatus.markUp();
    embeddedStatus.markDown(Date.now() - RECOVERY_GIVE_UP_MS - 1000);
    const dead = await request(api.url).get('/api/v1/health/live').expect(503);
    expect(dead.body).toEqual({ status: 'error' });
    embeddedStatus.markUp(); // a restart that worked
    await request(api.url).get('/api/v1/health/live').expect(200);
  });

  it('a missing QR code is a JSON 404 that no cache keeps', async () => {
    const res = await request(api.url).get('/api/v1/signs/no-such-sign/qr.svg').expect(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.statusCode).toBe(404);
  });

  it('several uploads of one new sign at once: one is "Created", the others replace it', async () => {
    // The five are held at the database by a lock this test takes on the files' table, and let
    // go together once all five wait: the same moment, every time.
    await whileLocked(
      api.databaseUrl,
      'LOCK TABLE stored_files IN EXCLUSIVE MODE',
      async (release) => {
        const sent = Promise.all(
          Array.from({ length: 5 }, () =>
            request(api.url)
              .put('/api/v1/signs/east-gate')
              .auth(admin, { type: 'bearer' })
              .attach('pdf', makePdf('east gate'), 'sign.pdf'),
          ),
        );
        await waitForLockWaiters(api.databaseUrl, 5);
        await release();
        const answers = await sent;
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
      },
    );
  });

  it('a PDF whose cross-reference table points a reader at a catalog hidden in a stream is served without it', async () => {
    const hidden =
      '1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj\n';
    const objects = [
      ...onePageObjects('Programme'),
      `<< /Length ${hidden.length} >>\nstream\n${hidden}endstream`,
    ];
    // A reader takes object 1 from where the table says: the catalog inside object 6's stream.
    const pdf = pdfOf(objects, hidden);

    await request(api.url)
      .put('/api/v1/signs/west-gate')
      .auth(admin, { type: 'bearer' })
      .attach('pdf', pdf, 'sign.pdf')
      .expect(201);
    const served = await request(api.url).get('/static/qr/west-gate.pdf').buffer(true).expect(200);
    const text = (served.body as Buffer).toString('latin1');
    expect(text).toContain('(Programme) Tj');
    expect(text).not.toMatch(/JavaScript|OpenAction|app\.alert/);
  });

  it('a PDF cut short, or with no page, is refused with a sentence', async () => {
    for (const pdf of [makePdf().subarray(0, 100), Buffer.from('%PDF-1.4\n%%EOF\n')]) {
      const res = await request(api.url)
        .put('/api/v1/signs/south-gate')
        .auth(admin, { type: 'bearer' })
        .attach('pdf', pdf, 'sign.pdf')
        .expect(400);
      expect(res.body.message).toBe(ACCOUNTS.pdfUnreadable);
    }
  });

  it('a multipart body that ends without its closing boundary is answered 400', async () => {
    const body =
      '--XYZ\r\nContent-Disposition: form-data; name="pdf"; filename="a.pdf"\r\n' +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4 cut';
    const { port } = new URL(api.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `PUT /api/v1/signs/cut-short HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${admin}\r\n` +
            `Content-Type: multipart/form-data; boundary=XYZ\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
            `Connection: close\r\n\r\n${body}`,
        );
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
  });

  it('an invitation goes to a plain address only: no display name, no angle brackets', async () => {
    for (const email of [
      'victim<evil@evil.example>',
      '"Ada" <ada@example.org>',
      'ada@example.org>',
    ]) {
      const res = await request(api.url)
        .post('/api/v1/users')
        .auth(admin, { type: 'bearer' })
        .send({ username: 'mallory', email, role: 'editor' })
        .expect(400);
      expect(res.body.message).toMatch(/email/);
    }
  });

  it('sets Node’s header and request timeouts, and caps the connections one address holds', async () => {
    const server = api.app.getHttpServer();
    expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(server.requestTimeout).toBeGreaterThan(0);
    const { port } = new URL(api.url);
    const open = (): Promise<Socket> =>
      new Promise((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => resolve(socket));
        socket.on('error', reject);
      });
    const held: Socket[] = [];
    try {
      for (let i = 0; i < CONNECTIONS_PER_ADDRESS; i++) held.push(await open());
      const over = await open();
      // The server closes the connection over the cap at once, before any request.
      await new Promise<void>((resolve) => over.once('close', () => resolve()));
      // Those under the cap still work: one sends a request and gets its answer.
      const answer = await new Promise<string>((resolve) => {
        let text = '';
        held[0].on('data', (chunk) => (text += chunk.toString()));
        held[0].on('end', () => resolve(text));
        held[0].write('GET /api/v1/health/live HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      });
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      for (const socket of held) socket.destroy();
    }
  });
});

describe('text PostgreSQL would change', () => {
  const api = useTestApp();
  let admin: string;
  beforeAll(async () => (admin = await signIn(api)));

  it('a lone surrogate is a 400 naming the field, and nothing is saved', async () => {
    const body = '{"date":"2031-12-24","description":"Closed \\ud800 x"}';
    const res = await request(api.url)
      .post('/api/v1/holidays/set')
      .auth(admin, { type: 'bearer' })
      .set('Content-Type', 'application/json')
      .send(body)
      .expect(400);
    expect(res.body.message).toBe(
      'description must not contain broken characters (such as a lone \\ud800).',
    );
    const holidays = await request(api.url).get('/api/v1/holidays').expect(200);
    expect(JSON.stringify(holidays.body)).not.toContain('2031-12-24');
    // A whole character made of a surrogate pair is text like any other.
    await request(api.url)
      .post('/api/v1/holidays/set')
      .auth(admin, { type: 'bearer' })
      .set('Content-Type', 'application/json')
      .send('{"date":"2031-12-24","description":"Closed \\ud83d\\udd25 x"}')
      .expect(200);
  });
});

describe('the last enabled admin', () => {
  const api = useTestApp();

  it('two admins demoting or disabling each other at the same moment leave one admin', async () => {
    await insertUser(api, 'ada', 'ada-password-12345', undefined, 'admin');
    await insertUser(api, 'bea', 'bea-password-12345', undefined, 'admin');
    // The first-run admin leaves, so ada and bea are the only two.
    await sql(api.databaseUrl, `UPDATE users SET disabled = true WHERE member_id = 'admin'`);
    const accounts = api.app.get(UserAccounts);
    const staff = api.app.get(StaffService);
    const ada = (await accounts.findByUsername('ada')) as User;
    const bea = (await accounts.findByUsername('bea')) as User;
    const enabledAdmins = async () =>
      (
        await sql<{ n: number }>(
          api.databaseUrl,
          `SELECT count(*)::int AS n FROM users WHERE role = 'admin' AND NOT disabled`,
        )
      )[0].n;

    for (const [first, second] of [
      [{ role: 'editor' }, { role: 'editor' }],
      [{ disabled: true }, { role: 'editor' }],
    ] as const) {
      // Both changes are held at the database by a lock this test takes on the two rows, and
      // released together: the same moment, every time.
      const hold = new Client({ connectionString: api.databaseUrl });
      await hold.connect();
      let results: PromiseSettledResult<unknown>[];
      try {
        await hold.query('BEGIN');
        await hold.query(`SELECT id FROM users WHERE member_id IN ('ada', 'bea') FOR UPDATE`);
        const both = Promise.allSettled([
          staff.update(ada, bea.id, first),
          staff.update(bea, ada.id, second),
        ]);
        await waitForLockWaiters(api.databaseUrl, 2);
        await hold.query('COMMIT');
        results = await both;
      } finally {
        await hold.end();
      }
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toBeInstanceOf(ConflictException);
      expect((refused.reason as ConflictException).message).toBe(ACCOUNTS.lastAdmin);
      expect(await enabledAdmins()).toBe(1);
      // Both admins again for the next round.
      await sql(
        api.databaseUrl,
        `UPDATE users SET role = 'admin', disabled = false WHERE member_id IN ('ada', 'bea')`,
      );
    }
  });
});
