import sharp from 'sharp';
import request from 'supertest';
import { checkedPdf } from '../../src/files/pdf-active-content';
import type { TestApp } from '../test-app';

/** POST /api/v1/events as `token` with these form fields, in this order; files are the caller's. */
export function postEvent(api: TestApp, token: string, fields: Record<string, string>) {
  const req = request(api.url).post('/api/v1/events').auth(token, { type: 'bearer' });
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  return req;
}

/** A real photo-like JPEG (noise compresses badly, like a photo) of the given size. */
export async function makeJpeg(width = 2000, height = 1200): Promise<Buffer> {
  const channels = 3;
  const raw = Buffer.alloc(width * height * channels);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + (i >> 9) * 31) & 0xff;
  return sharp(raw, { raw: { width, height, channels } }).jpeg({ quality: 85 }).toBuffer();
}

export async function makePng(
  width = 600,
  height = 400,
  colour = { r: 200, g: 80, b: 20 },
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** A tiny but valid one-page PDF (correct xref offsets), written here rather than kept as a binary. */
/**
 * The PDF the site stores and serves for an upload of makePdf(text): the copy rewritten from its
 * pages (src/files/pdf-active-content.ts).
 */
export function storedPdf(text?: string): Promise<Buffer> {
  return checkedPdf(makePdf(text));
}

export function makePdf(text = 'Hello from the furnace'): Buffer {
  return pdfOf(onePageObjects(text));
}

/** The objects of a one-page PDF that shows `text` (catalog, pages, page, its content, font). */
export function onePageObjects(text: string): string[] {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  return [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
}

/**
 * A PDF of `objects` (object 1 the catalog) and a cross-reference table pointing at each; with
 * `catalogAt`, the table points object 1 at where that text first stands in the file instead.
 */
export function pdfOf(objects: string[], catalogAt?: string): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  if (catalogAt) offsets[0] = body.indexOf(catalogAt);
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
