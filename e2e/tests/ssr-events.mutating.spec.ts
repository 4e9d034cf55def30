import { formatLongDate } from '@furnace/contracts';
import sharp from 'sharp';
import { apiToken } from '../support/admin';
import { expect, test } from '../support/fixtures';
import { useThePage } from '../support/live-page';
import { metaOf, renderedPart, text } from '../support/server-html';

/**
 * An event in the HTML: listed with its date on /events and / in the HTML the server
 * renders, with its JSON-LD, and its own page previews as the event when its link is shared (Open
 * Graph and Twitter tags, read without a browser as a link-preview crawler does).
 */
test('a new event is in the HTML of /events and /, and its link previews as the event', async ({
  request,
}) => {
  const token = await apiToken(request);
  const image = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: 120, g: 60, b: 30 } },
  })
    .jpeg()
    .toBuffer();
  const title = `Charcoal Burn Night ${Date.now()}`;
  const created = await request.post('/api/v1/events', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title,
      description: 'Watch the colliers light a charcoal mound at dusk.',
      event_start: '2031-05-10T18:30:00',
      category: 'Demonstration',
      link_text: 'Tickets',
      link_url: 'https://tickets.example.org/burn',
      image: { name: 'burn.jpg', mimeType: 'image/jpeg', buffer: image },
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as number;
  try {
    const listing = text(renderedPart(await (await request.get('/events')).text()));
    expect(listing).toContain(title);
    expect(listing).toContain(formatLongDate('2031-05-10T18:30:00'));
    const home = text(renderedPart(await (await request.get('/')).text()));
    expect(home).toContain(title);

    const html = await (await request.get(`/events/${id}`)).text();
    const base = process.env.E2E_BASE_URL as string;
    expect(metaOf(html, 'og:title')).toBe(title);
    expect(metaOf(html, 'og:description')).toBe(
      'Saturday, May 10, 2031, 6:30 PM. Watch the colliers light a charcoal mound at dusk.',
    );
    expect(metaOf(html, 'og:url')).toBe(`${base}/events/${id}`);
    expect(metaOf(html, 'og:image')).toBe(`${base}/static/event_images/${id}?w=1200`);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<title>${title} | Cornwall Iron Furnace</title>`);
    // The event's own page arrives readable: its title as the heading, its date and words (no
    // PDF was uploaded, so the spec's text, not a frame).
    const page = renderedPart(html);
    expect(page).toContain(`<h1>${title}</h1>`);
    expect(text(page)).toContain('Watch the colliers light a charcoal mound at dusk.');
    expect(text(page)).toContain(formatLongDate('2031-05-10T18:30:00'));
    expect(text(page)).toContain('No PDF has been uploaded for this event yet.');
    expect(page).not.toContain('<iframe');
    // Search engines read the event's structured data in the HTML, with the site's own URLs.
    const eventJsonLd = (part: string) =>
      [...part.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
        .map((match) => JSON.parse(match[1]) as Record<string, unknown>)
        .find((data) => data['@type'] === 'Event' && data.name === title);
    expect(eventJsonLd(page)).toMatchObject({
      url: `${base}/events/${id}`,
      startDate: '2031-05-10T18:30:00',
      eventStatus: 'https://schema.org/EventScheduled',
    });
    expect(eventJsonLd(renderedPart(await (await request.get('/events')).text()))).toBeDefined();
    // The picture a preview shows is there, at least 1200 px wide.
    const picture = await request.get(`/static/event_images/${id}?w=1200`);
    expect(picture.status()).toBe(200);
    expect((await sharp(await picture.body()).metadata()).width).toBeGreaterThanOrEqual(1200);
  } finally {
    await request.delete(`/api/v1/events/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  }
});

/**
 * A site alert: in the server's HTML above <main>, where the shell shows it, so when
 * the live page takes the place of the server's, the content below stays where it was: the top of
 * <main> is the same in every frame, from the first paint to the live page.
 */
test('an active alert is in the HTML above <main>, and nothing moves as the live page takes over', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const message = `Snow on the furnace lane ${Date.now()}: use the upper car park`;
  const created = await request.post('/api/v1/alerts', {
    headers,
    data: { message, level: 'warning', starts_at: new Date(Date.now() - 60_000).toISOString() },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as number;
  try {
    const html = await (await request.get('/visit')).text();
    const root = html.slice(html.search(/<div id="?root"?[ >]/));
    expect(root.indexOf(message)).toBeGreaterThan(0);
    expect(root.indexOf(message)).toBeLessThan(root.indexOf('<main'));

    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      const tops: number[] = [];
      (window as unknown as { mainTops: number[] }).mainTops = tops;
      const frame = () => {
        const main = document.querySelector('main');
        // From the end of parsing (a frame while the parser is still in the head has no page).
        if (main && document.readyState !== 'loading')
          tops.push(Math.round(main.getBoundingClientRect().top));
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await page.goto('/visit');
    await useThePage(page);
    await expect(page.getByRole('region', { name: 'Notices' }).getByText(message)).toBeVisible();
    // A few frames of the live page too.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const tops = await page.evaluate(() => (window as unknown as { mainTops: number[] }).mainTops);
    expect(tops.length).toBeGreaterThan(2);
    expect([...new Set(tops)], 'the top of <main> in each frame').toEqual([tops[0]]);
  } finally {
    await request.delete(`/api/v1/alerts/${id}`, { headers });
  }
});
