import request from 'supertest';
import { signIn } from './auth-helpers';
import { makePng } from './support/fixtures';
import { useTestApp } from './test-app';

/** Bad input at the boundary: control characters and over-deep JSON are 400, never 500. */
describe('input bounds: control characters and nesting depth', () => {
  const api = useTestApp();
  let token: string;
  beforeAll(async () => (token = await signIn(api)));

  const expect400 = (res: request.Response, pattern: RegExp) => {
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.any(String),
    });
    expect(res.body.message).toMatch(pattern);
  };
  /** Sends each input in turn and expects 400 with its message. */
  const expectEach400 = async <T>(
    send: (input: T) => PromiseLike<request.Response>,
    cases: [T, RegExp][],
  ) => {
    for (const [input, pattern] of cases) expect400(await send(input), pattern);
  };

  it('sign-in: U+0000 in the username or password is 400 naming the field', async () => {
    await expectEach400(
      (form: object) => request(api.url).post('/api/v1/auth/token').type('form').send(form),
      [
        [
          { username: 'ad\u0000min', password: 'x' },
          /^username must not contain control characters/,
        ],
        [
          { username: 'admin', password: 'a\u0000' },
          /^password must not contain control characters/,
        ],
        [{ username: 'admin\r\nx', password: 'x' }, /^username must be a single line/],
      ],
    );
  });

  it('JSON bodies: U+0000, other C0 characters and CR/LF in single-line fields are 400', async () => {
    const post = (body: object) =>
      request(api.url)
        .post('/api/v1/holidays/set')
        .set('authorization', `Bearer ${token}`)
        .send(body);
    await expectEach400(post, [
      [
        { date: '2030-12-25', description: 'Christ\u0000mas' },
        /^description must not contain control characters/,
      ],
      [
        { date: '2030-12-25', description: 'Bell\u0007' },
        /^description must not contain control characters/,
      ],
      [{ date: '2030-12-25', description: 'Two\nlines' }, /^description must be a single line/],
      [{ date: '2030-12-25\u0000', description: 'x' }, /^date must not contain control characters/],
    ]);
    const hours = await request(api.url)
      .post('/api/v1/hours/set')
      .set('authorization', `Bearer ${token}`)
      .send({ day: 'Monday', start_time: '09:00\u0000', end_time: '16:00' });
    expect400(hours, /^start_time must not contain control characters/);
    // Nothing was stored, and good input still works.
    await post({ date: '2030-12-25', description: 'Christmas' }).expect(200);
  });

  it('multipart event forms: U+0000 anywhere, CR/LF in single-line fields; newlines and tabs fine in the description', async () => {
    const png = await makePng();
    const create = (fields: Record<string, string>) => {
      const req = request(api.url).post('/api/v1/events').set('authorization', `Bearer ${token}`);
      for (const [name, value] of Object.entries(fields)) req.field(name, value);
      return req.attach('image', png, 'card.png');
    };
    const good = {
      title: 'Casting day',
      description: 'Line one\n\tLine two\r\nEnd',
      event_start: '2030-05-01T10:00:00',
    };
    await expectEach400(
      (change: Record<string, string>) => create({ ...good, ...change }),
      [
        [{ title: 'Cast\u0000ing' }, /^title must not contain control characters/],
        [{ title: 'Casting\r\nday' }, /^title must be a single line/],
        [{ link_text: 'Tic\nkets' }, /^link_text must be a single line/],
        [{ link_url: 'https://x.example/\r\nSet-Cookie: a' }, /^link_url must be a single line/],
        [{ description: 'Nul \u0000 here' }, /^description must not contain control characters/],
        [{ description: 'Escape \u001b[31m' }, /^description must not contain control characters/],
      ],
    );
    const created = await create(good).expect(201);
    expect(created.body.description).toBe(good.description);
    const edit = await request(api.url)
      .patch(`/api/v1/events/${created.body.id}`)
      .set('authorization', `Bearer ${token}`)
      .field('category', 'Tour\u0000');
    expect400(edit, /^category must not contain control characters/);
  });

  it('JSON nested about 1,500 deep (and anything over 32 levels) is 400, never 500', async () => {
    const deep = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
    for (const [path, auth] of [
      ['/api/v1/hours/set', true],
      ['/api/v1/holidays/set', true],
      ['/api/v1/auth/token', false],
    ] as const) {
      for (const levels of [1500, 33]) {
        const req = request(api.url).post(path).set('content-type', 'application/json');
        if (auth) req.set('authorization', `Bearer ${token}`);
        expect400(await req.send(deep(levels)), /nested too deeply/);
      }
    }
    const arrays = '['.repeat(1500) + ']'.repeat(1500);
    expect400(
      await request(api.url)
        .post('/api/v1/holidays/set')
        .set('authorization', `Bearer ${token}`)
        .set('content-type', 'application/json')
        .send(`{"date":"2030-01-01","description":${arrays}}`),
      /nested too deeply/,
    );
    // 32 levels is still an ordinary (here: refused by its rules) body, not a depth error.
    const ok = await request(api.url)
      .post('/api/v1/holidays/set')
      .set('authorization', `Bearer ${token}`)
      .set('content-type', 'application/json')
      .send(`{"date":"2030-01-01","description":${deep(30)}}`);
    expect(ok.status).toBe(400);
    expect(ok.body.message).not.toMatch(/nested too deeply/);
  });
});
