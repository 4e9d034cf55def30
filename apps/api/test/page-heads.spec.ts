import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { signIn } from './auth-helpers';
import { makeJpeg, postEvent } from './support/fixtures';
import { metaOf } from './support/page-html';
import { sql, useTestApp } from './test-app';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const count = (html: string, text: string) => html.split(text).length - 1;

describe("every page's head: title, description, canonical URL, Open Graph and Twitter tags", () => {
  const api = useTestApp({ withWeb: true });
  let token: string;
  beforeAll(async () => {
    token = await signIn(api);
    mkdirSync(join(api.config.dataDir, 'shell'), { recursive: true });
    // As the build writes it: minified, with the generic title and description.
    writeFileSync(
      join(api.config.dataDir, 'shell/index.html'),
      '<!doctype html><html lang=en><head><meta charset=utf-8><title>Generic</title><meta name=description content="Generic text"><link rel=icon href=/favicon.svg></head><body><div id=root></div></body></html>',
    );
  });

  it.each([
    ['/', 'Cornwall Iron Furnace | Museum and Heritage Site', 'A preserved charcoal iron furnace'],
    ['/visit', 'Plan Your Visit | Cornwall Iron Furnace', 'Hours, admission prices'],
    ['/visit/hours', 'Plan Your Visit | Cornwall Iron Furnace', 'Hours, admission prices'],
    ['/events', 'Programs and Events | Cornwall Iron Furnace', 'Tours, talks'],
    ['/about', 'About the Furnace | Cornwall Iron Furnace', 'The history of'],
    ['/map', 'Interactive Site Map | Cornwall Iron Furnace', 'Explore the grounds'],
    ['/accessibility', 'Accessibility | Cornwall Iron Furnace', 'Parking, steps'],
    ['/signs/north-gate', 'Sign information | Cornwall Iron Furnace', 'More about the place'],
    ['/no-such-page', 'Page not found | Cornwall Iron Furnace', 'A preserved charcoal'],
  ])('%s', async (path, title, description) => {
    const html = (await request(api.url).get(path).expect(200)).text;
    expect(titleOf(html)).toBe(title);
    expect(count(html, '<title>')).toBe(1);
    expect(count(html, 'name="description"') + count(html, 'name=description')).toBe(1);
    expect(metaOf(html, 'description')).toMatch(new RegExp(`^${description}`));
    expect(html).toContain(`<link rel="canonical" href="http://127.0.0.1${path}">`);
    expect(metaOf(html, 'og:url')).toBe(`http://127.0.0.1${path}`);
    expect(metaOf(html, 'og:title')).toBe(path === '/' ? title : title.split(' | ')[0]);
    expect(metaOf(html, 'og:description')).toBe(metaOf(html, 'description'));
    expect(metaOf(html, 'og:site_name')).toBe('Cornwall Iron Furnace');
    expect(metaOf(html, 'twitter:card')).toBe('summary');
    expect(metaOf(html, 'og:image')).toBeUndefined();
  });

  it('drops the query from the canonical URL, and a trailing slash', async () => {
    const html = (await request(api.url).get('/visit/?utm_source=x').expect(200)).text;
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1/visit">');
  });

  it('previews an event page as the event: its title, date, description and 1200 px image', async () => {
    const created = await postEvent(api, token, {
      title: 'Charcoal "Burn" <Night>',
      description: 'Watch the colliers build and light a charcoal mound.',
      event_start: '2030-06-15T18:30:00',
      category: 'Demonstration',
      link_text: 'Tickets',
      link_url: 'https://tickets.example.org/burn',
    })
      .attach('image', await makeJpeg(), { filename: 'burn.jpg', contentType: 'image/jpeg' })
      .expect(201);
    const id = created.body.id as number;
    const html = (await request(api.url).get(`/events/${id}`).expect(200)).text;
    expect(titleOf(html)).toBe('Charcoal &quot;Burn&quot; &lt;Night&gt; | Cornwall Iron Furnace');
    expect(html).not.toContain('<Night>');
    expect(metaOf(html, 'og:title')).toBe('Charcoal "Burn" <Night>');
    expect(metaOf(html, 'twitter:title')).toBe('Charcoal "Burn" <Night>');
    const description =
      'Saturday, June 15, 2030, 6:30 PM. Watch the colliers build and light a charcoal mound.';
    expect(metaOf(html, 'description')).toBe(description);
    expect(metaOf(html, 'og:description')).toBe(description);
    expect(metaOf(html, 'twitter:description')).toBe(description);
    const image = `http://127.0.0.1/static/event_images/${id}?w=1200`;
    expect(metaOf(html, 'og:image')).toBe(image);
    expect(metaOf(html, 'twitter:image')).toBe(image);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'og:url')).toBe(`http://127.0.0.1/events/${id}`);
    // The picture the tag names is served, at least 1200 px wide.
    const served = await request(api.url).get(`/static/event_images/${id}?w=1200`).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');

    // An edit is previewed on the next request (the events cache is dropped by the write).
    await request(api.url)
      .patch(`/api/v1/events/${id}`)
      .auth(token, { type: 'bearer' })
      .field('title', 'Charcoal Night')
      .expect(200);
    const edited = (await request(api.url).get(`/events/${id}`).expect(200)).text;
    expect(metaOf(edited, 'og:title')).toBe('Charcoal Night');
  });

  it('gives an event that does not exist, or is gone, the generic event head', async () => {
    for (const path of ['/events/999999', '/events/abc', '/events/99999999999999999999']) {
      const html = (await request(api.url).get(path).expect(200)).text;
      expect(titleOf(html)).toBe('Event details | Cornwall Iron Furnace');
      expect(metaOf(html, 'og:image')).toBeUndefined();
    }
    const [{ id }] = (await sql(
      api.databaseUrl,
      `INSERT INTO events (title, description, category, starts_at, link_text, link_url)
       VALUES ('Deleted soon', 'x', 'c', '2030-01-01 10:00', '', '') RETURNING id`,
    )) as { id: number }[];
    await request(api.url)
      .delete(`/api/v1/events/${id}`)
      .auth(token, { type: 'bearer' })
      .expect(200);
    const html = (await request(api.url).get(`/events/${id}`).expect(200)).text;
    expect(titleOf(html)).toBe('Event details | Cornwall Iron Furnace');
  });
});
