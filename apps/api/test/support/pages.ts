import request, { type Response } from 'supertest';
import type { MuseumEvent } from '@furnace/contracts';

/** The path of a reply's Link rel="next", or null on the last page. */
export function nextLink(res: Response): string | null {
  const link = String(res.headers.link ?? '');
  return /<([^>]+)>; rel="next"/.exec(link)?.[1] ?? null;
}

/** Every page of GET /api/v1/events (the upcoming listing), following Link rel="next". */
export async function upcomingPages(url: string): Promise<MuseumEvent[][]> {
  const pages: MuseumEvent[][] = [];
  for (let path: string | null = '/api/v1/events'; path;) {
    const res = await request(url).get(path).expect(200);
    pages.push(res.body as MuseumEvent[]);
    path = nextLink(res);
  }
  return pages;
}
