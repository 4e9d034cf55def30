import express from 'express';
import request from 'supertest';
import { CachedBody } from '../common/cached-json';
import { PageBodies } from './page-bodies';

describe('PageBodies: a page compressed once per change of its HTML', () => {
  let html = `<!doctype html><title>Visit</title>${'<p>Open today.</p>'.repeat(200)}`;
  const app = express();
  const pages = new PageBodies();
  app.get('/visit', (req, res, next) => void pages.send('/visit', html, req, res).catch(next));
  /** The bodies whose gzip copy was asked for (each makes its copy once: CachedBody). */
  const compressed = new Set<CachedBody>();
  const gzip = CachedBody.prototype.gzip;
  jest.spyOn(CachedBody.prototype, 'gzip').mockImplementation(function (this: CachedBody) {
    compressed.add(this);
    return gzip.call(this);
  });
  beforeEach(() => compressed.clear());

  it('sends gzip when asked, plain otherwise, each with its own ETag', async () => {
    // (supertest decompresses the body it reads)
    const zipped = await request(app).get('/visit').set('Accept-Encoding', 'gzip').expect(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toMatch(/^text\/html/);
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(zipped.text).toBe(html);
    const plain = await request(app).get('/visit').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(html);
    expect(plain.headers.etag).not.toBe(zipped.headers.etag);
  });

  it('compresses the same HTML once, and again when it changes', async () => {
    for (let i = 0; i < 3; i++) await request(app).get('/visit').set('Accept-Encoding', 'gzip');
    expect(compressed.size).toBe(1);
    html = html.replace('Open today.', 'Closed today.');
    const changed = await request(app).get('/visit').set('Accept-Encoding', 'gzip').expect(200);
    expect(compressed.size).toBe(2);
    expect(changed.text).toContain('Closed today.');
  });

  it('answers 304 to a tag it gave, and 200 once the page has changed', async () => {
    const first = await request(app).get('/visit').set('Accept-Encoding', 'gzip').expect(200);
    await request(app)
      .get('/visit')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', first.headers.etag)
      .expect(304);
    html += '<p>Snow.</p>';
    await request(app)
      .get('/visit')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', first.headers.etag)
      .expect(200);
  });
});
