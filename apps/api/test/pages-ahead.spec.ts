import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { PUBLIC_ROUTES, weekdayOf, type MuseumEvent } from '@furnace/contracts';
import { Answers } from '../src/cache/answers';
import { AHEAD_EVENTS } from '../src/content/page-data';
import { TopicCache } from '../src/cache/topic-cache.service';
import { signIn } from './auth-helpers';
import { makeJpeg, makePdf, postEvent } from './support/fixtures';
import { startTestApp, testClock, testInstant, type TestApp } from './test-app';

/**
 * The shell's server bundle (render contract 3) around the public_site remote's routes, and a
 * remote that shows the status's badge on every page and, on the home page only, the upcoming
 * events; each page says how many times this process rendered it.
 */
const SHELL = `exports.RENDER_CONTRACT = 3;
exports.shared = {};
exports.render = async (url, { api, remotes }) => {
  const page = await remotes.public_site(url, api);
  return { head: '', html: '<main id="main" tabindex="-1">' + page.html + '</main>' };
};`;
const remote = (version: string) => `exports.RENDER_CONTRACT = 3;
const renders = {};
exports.load = async () => ({ Routes: async (url, api) => {
  renders[url] = (renders[url] || 0) + 1;
  const status = await api('/hours/status');
  const events = url === '/' ? await api('/events') : [];
  const [, sign] = /^\\/signs\\/(.+)$/.exec(url) || [];
  const [, id, date] = /^\\/events\\/(\\d+)(?:\\?date=(.+))?$/.exec(url) || [];
  // A 404 is the page's "not found", as useApiQuery's \`missing\` makes it.
  const missing = (error) => { if (error.status === 404) return { title: 'not found' }; throw error; };
  const own = sign ? await api('/signs/' + sign).catch(missing)
    : id ? await api('/events/' + id + '/details' + (date ? '?date=' + date : '')).catch(missing)
    : null;
  return { html: '<b class="badge">' + status.status + '</b><ul>' +
    events.map((event) => '<li>' + event.title + '</li>').join('') +
    '</ul>' + (own ? '<h2>' + own.title + '</h2>' : '') +
    '<i>render ' + renders[url] + '</i><s>${version}</s>' };
} });`;

/**
 * The public routes' pages are made before anyone asks (Answers.keepAhead): again in the
 * background after a write that concerns them and when the status flips, and kept until then, so
 * a request finds its page made. `Answers.pageLoads` counts the pages made, on requests or not.
 */
describe('public pages made ahead of their requests', () => {
  let api: TestApp;
  let answers: Answers;
  let token: string;
  const page = async (path: string) => (await request(api.url).get(path).expect(200)).text;
  let drops = 0;
  /**
   * The page made before the request came: none is made for it. Asked again if the cache dropped
   * pages meanwhile (a NOTIFY later than its write's wait, the LISTEN connection reconnecting).
   */
  const kept = async (path: string): Promise<string> => {
    await answers.pagesMade();
    const [loads, dropsBefore] = [answers.pageLoads, drops];
    const text = await page(path);
    if (drops !== dropsBefore) return kept(path);
    expect([path, answers.pageLoads - loads]).toEqual([path, 0]);
    return text;
  };
  const badge = (html: string) => /<b class="badge">([A-Z]+)<\/b>/.exec(html)?.[1];
  const renderCount = (html: string) => /<i>render (\d+)<\/i>/.exec(html)?.[1];
  const heading = (html: string) => /<h2>(.*?)<\/h2>/.exec(html)?.[1];

  const write = (path: string, text: string) => {
    mkdirSync(join(api.config.dataDir, path, '..'), { recursive: true });
    writeFileSync(join(api.config.dataDir, path), text);
  };

  beforeAll(async () => {
    api = await startTestApp({ withWeb: true });
    answers = api.app.get(Answers);
    api.app.get(TopicCache).onChange(() => drops++);
    token = await signIn(api);
    write(
      'shell/index.html',
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    write('shell/server/render.js', SHELL);
    write('public-site/server/render.js', remote('v1'));
    // The first page request sees the new bundles (as after a deploy): every page is made.
    await page('/visit');
    await answers.pagesMade();
  });
  afterAll(() => api.close());

  it('has every public route without a parameter made and kept', async () => {
    const paths = PUBLIC_ROUTES.map((route) => route.path).filter((path) => !path.includes(':'));
    for (const path of paths) expect([path, renderCount(await kept(path))]).toEqual([path, '1']);
  });

  it('sends a kept page before the pipeline exactly as the pipeline sends it', async () => {
    await kept('/about');
    const get = () => request(api.url).get('/about').set('accept-encoding', 'gzip');
    const first = await get().expect(200);
    // A signed-in request is never answered before the pipeline (Answers.serve).
    const whole = await get().auth(token, { type: 'bearer' }).expect(200);
    const withoutDate = ({ date: _date, ...headers }: Record<string, string>) => headers;
    expect(withoutDate(first.headers)).toEqual(withoutDate(whole.headers));
    expect(first.headers['x-frame-options']).toBe('SAMEORIGIN'); // helmet's, replayed
    expect(first.text).toBe(whole.text);
    await get().set('if-none-match', first.headers.etag).expect(304);
  });

  /** `path`'s page as kept an hour later on the machine's clock (cache ages), the test's unmoved. */
  const anHourLater = async (path: string) => {
    const realNow = Date.now;
    const later = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 3_600_000);
    try {
      return await kept(path);
    } finally {
      later.mockRestore();
    }
  };

  it("keeps them past the cache's maximum age: the request after a quiet hour finds its page", async () => {
    const home = await kept('/');
    expect(await anHourLater('/')).toBe(home);
  });

  it('makes the pages a write concerns again before the next request, and only those', async () => {
    const home = await kept('/');
    const about = await kept('/about');
    await request(api.url)
      .post('/api/v1/events')
      .auth(token, { type: 'bearer' })
      .field('title', 'Ore Roasting Day')
      .field('description', 'The roasting ovens explained.')
      .field('event_start', '2030-06-15T10:30:00')
      .field('category', 'Demonstration')
      .attach('image', await makeJpeg(400, 300), { filename: 'ore.jpg', contentType: 'image/jpeg' })
      .expect(201);
    await answers.pagesMade();
    // The home page shows the events: made again, with the new one, before it was asked for.
    const newHome = await kept('/');
    expect(home).not.toContain('Ore Roasting Day');
    expect(newHome).toContain('<li>Ore Roasting Day</li>');
    expect(Number(renderCount(newHome))).toBeGreaterThan(Number(renderCount(home)));
    // The about page reads no event: the very same page, not made again.
    expect(await kept('/about')).toBe(about);
  });

  it('makes the pages once after a burst of writes, and a visitor during it gets the page of the last', async () => {
    const before = Number(renderCount(await kept('/')));
    // However slow the machine, no pause between these writes is long enough to start a round.
    answers.quietMs = 3_600_000;
    const created = await postEvent(api, token, {
      title: 'Burst 0',
      description: 'Renamed again and again.',
      event_start: '2031-03-01T10:00:00',
      category: 'Tour',
    })
      .attach('image', await makeJpeg(400, 300), { filename: 'b.jpg', contentType: 'image/jpeg' })
      .expect(201);
    for (let i = 1; i <= 7; i++) {
      await request(api.url)
        .patch(`/api/v1/events/${created.body.id}`)
        .auth(token, { type: 'bearer' })
        .field('title', `Burst ${i}`)
        .expect(200);
      // Its page was dropped by the write: rendered on this request, never the one before it.
      if (i === 4) expect(await page('/')).toContain('<li>Burst 4</li>');
    }
    // pagesMade() starts the round the burst left waiting, as its pause would.
    const dropsBefore = drops;
    const home = await kept('/');
    answers.quietMs = 500;
    expect(home).toContain('<li>Burst 7</li>');
    // Eight writes in a row: the visitor's render and one round (one round per write before),
    // and one more for each drop by a NOTIFY later than its write's wait (kept() asks again).
    expect(Number(renderCount(home)) - before).toBeLessThanOrEqual(2 + drops - dropsBefore);
  });

  it("makes a sign's page before its first request, and again after the sign changes", async () => {
    const putSign = (title: string) =>
      request(api.url)
        .put('/api/v1/signs/north-gate')
        .auth(token, { type: 'bearer' })
        .field('title', title)
        .attach('pdf', makePdf(), 'sign.pdf');
    await putSign('The North Gate').expect(201);
    const sign = await kept('/signs/north-gate');
    expect(heading(sign)).toBe('The North Gate');
    expect(await anHourLater('/signs/north-gate')).toBe(sign);
    await putSign('The North Gate of 1742').expect(200);
    expect(heading(await kept('/signs/north-gate'))).toBe('The North Gate of 1742');
  });

  it("makes the next events' pages ahead, again after the event changes, and no further", async () => {
    // A weekly walk before every other event: its occurrences are the listing's first.
    const walk = await request(api.url)
      .post('/api/v1/events')
      .auth(token, { type: 'bearer' })
      .field('title', 'Charcoal Walk')
      .field('description', 'Along the charcoal roads.')
      .field('event_start', '2027-01-06T10:00:00')
      .field('category', 'Tour')
      .field(
        'recurrence',
        JSON.stringify({
          freq: 'weekly',
          interval: 1,
          by_weekday: [weekdayOf('2027-01-06')],
          until: null,
          count: AHEAD_EVENTS + 1,
        }),
      )
      .attach('image', await makeJpeg(400, 300), {
        filename: 'walk.jpg',
        contentType: 'image/jpeg',
      })
      .expect(201);
    const id = walk.body.id as number;
    const listed = (await request(api.url).get('/api/v1/events').expect(200)).body as MuseumEvent[];
    const [next, ...others] = listed
      .slice(0, AHEAD_EVENTS + 1)
      .map((event) => `/events/${event.id}?date=${event.occurrence_date}`);
    expect(listed.slice(0, AHEAD_EVENTS + 1).map((event) => event.id)).toEqual(
      Array(AHEAD_EVENTS + 1).fill(id),
    );
    const first = await kept(next);
    expect(heading(first)).toBe('Charcoal Walk');
    expect(await anHourLater(next)).toBe(first);
    for (const path of others.slice(0, -1)) await kept(path);

    await request(api.url)
      .patch(`/api/v1/events/${id}`)
      .auth(token, { type: 'bearer' })
      .field('title', 'Charcoal Roads Walk')
      .expect(200);
    expect(heading(await kept(next))).toBe('Charcoal Roads Walk');

    // The occurrence past the bound: rendered for the first time on its request (one made ahead
    // was rendered twice by now: after the event was added and after it changed).
    const beyond = await page(others[others.length - 1]);
    expect([heading(beyond), renderCount(beyond)]).toEqual(['Charcoal Roads Walk', '1']);
  });

  it("keeps no page of an unknown sign or a draft: the sign's upload and the draft's publication show at once", async () => {
    const twice = async (path: string) => {
      const [first, second] = [await page(path), await page(path)];
      expect([heading(first), heading(second)]).toEqual(['not found', 'not found']);
      expect(Number(renderCount(second))).toBe(Number(renderCount(first)) + 1);
    };
    await twice('/signs/west-gate');
    await request(api.url)
      .put('/api/v1/signs/west-gate')
      .auth(token, { type: 'bearer' })
      .field('title', 'The West Gate')
      .attach('pdf', makePdf(), 'sign.pdf')
      .expect(201);
    expect(heading(await page('/signs/west-gate'))).toBe('The West Gate');

    // A draft published in a minute by itself: no write tells the cache.
    const start = testClock.now();
    const draft = await request(api.url)
      .post('/api/v1/events')
      .auth(token, { type: 'bearer' })
      .field('title', 'Lantern Tour')
      .field('description', 'The furnace by night.')
      .field('event_start', '2030-10-30T19:00:00')
      .field('category', 'Tour')
      .field('publish_at', testInstant(60_000))
      .attach('image', await makeJpeg(400, 300), {
        filename: 'tour.jpg',
        contentType: 'image/jpeg',
      })
      .expect(201);
    try {
      await twice(`/events/${draft.body.id}`);
      testClock.advance(60_000);
      expect(heading(await page(`/events/${draft.body.id}`))).toBe('Lantern Tour');
    } finally {
      testClock.set(start);
    }
  });

  it('makes the pages again when the status flips, waking for it at that instant', async () => {
    const start = testClock.now();
    // Closed until Friday 17 July 2026, 9:00 AM at the museum (EDT): a minute before.
    const opening = Date.parse('2026-07-17T13:00:00Z');
    testClock.set(opening - 60_000);
    try {
      answers.refreshPages(); // past midnight: every page is made again
      await answers.pagesMade();
      expect(badge(await kept('/'))).toBe('CLOSED');
      expect(answers.pagesWakeAt).toBe(opening);
      testClock.set(opening);
      // What the timer does at that instant (the tests move the clock, not the machine's time).
      answers.refreshPages();
      await answers.pagesMade();
      expect(badge(await kept('/'))).toBe('OPEN');
      expect(badge(await kept('/about'))).toBe('OPEN');
    } finally {
      testClock.set(start);
    }
  });

  it('makes every page again with the new code after a deploy, seen by the next page request', async () => {
    expect(await kept('/about')).toContain('<s>v1</s>');
    write('public-site/server/render.js', remote('v2'));
    // This request's page is new (its key names the bundle): made on it, the others behind it.
    expect(await page('/visit')).toContain('<s>v2</s>');
    for (const path of ['/', '/about', '/events'])
      expect([path, await kept(path)]).toEqual([path, expect.stringContaining('<s>v2</s>')]);
  });
});
