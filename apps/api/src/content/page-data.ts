import type { INestApplication } from '@nestjs/common';
import {
  eventPageHead,
  isStoredEventImage,
  JSON_LD_SPECIAL_DAYS,
  OG_IMAGE_WIDTH,
  pageHead,
  museumJsonLd,
  type MuseumEvent,
} from '@furnace/contracts';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Answers } from '../cache/answers';
import { currentResponse, markStale, STALE_AGE_HEADER } from '../cache/topic-cache.service';
import { EventsService } from '../events/events.service';
import { HoursStatusService } from '../hours/hours-status.service';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CLOCK, type Clock } from '../clock/clock';
import { Schedule } from '../schedule/schedule.service';
import { inlineJson, type InlineData } from '../web/index-html';
import type { ResolvedHead } from '../web/page-head';
import type { WebOptions } from '../web/mount-web';
import type { ApiSource } from '../web/server-render';
import { ContentService } from './content.service';

/** The web layer's options as main.ts (and the tests, withWeb) mount it on the API. */
export function siteWebOptions(app: INestApplication, config: AppConfig): WebOptions {
  return {
    webRoot: config.webRoot,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    pageData: sitePageData(app),
    pageHead: sitePageHead(app),
    api: siteApiSource(app),
    statusLifetime: siteStatusLifetime(app),
    keepPage: app.get(Answers).page,
  };
}

/** The element of the museum's JSON-LD in every page. */
const MUSEUM_JSON_LD_ELEMENT_ID = 'museum-json-ld';

/**
 * What every page carries inlined in its HTML (like the remote registry): the museum's schema.org
 * data (its address, phone, and hours: the regular week, the seasons, the special days of the next
 * 60 days, as GET /hours/schedule resolves them), for search engines and link previews, which need
 * no JavaScript for it, and no visitor downloads the code that builds it. (The content and alerts a
 * page shows come with its server render's answers, web/server-render.ts.) Made once per kept page
 * (Answers.page); when the database cannot answer and nothing was cached yet, the page goes out
 * without it.
 */
function sitePageData(app: INestApplication): () => Promise<InlineData[]> {
  const content = app.get(ContentService, { strict: false });
  const schedule = app.get(Schedule, { strict: false });
  const { origin } = new URL(app.get<AppConfig>(APP_CONFIG, { strict: false }).publicUrl);
  return async () => {
    const [published, snapshot] = await Promise.all([
      content.published().catch(() => null),
      schedule.snapshot().catch(() => null),
    ]);
    if (!published || !snapshot) return [];
    const museum = museumJsonLd(
      {
        hours: snapshot.regular.map(({ day_of_week, ranges }) => ({
          day_of_week,
          open_time: null,
          close_time: null,
          ranges,
        })),
        seasons: snapshot.seasons,
        schedule: snapshot.calendar.days(schedule.today(), JSON_LD_SPECIAL_DAYS),
      },
      origin,
      { contact: published.content.contact, tagline: published.content.welcome.tagline },
    );
    return [
      { id: MUSEUM_JSON_LD_ELEMENT_ID, type: 'application/ld+json', json: inlineJson(museum) },
    ];
  };
}

const EVENT_PAGE = /^\/events\/([1-9][0-9]{0,8})\/?$/;

/**
 * The head of the page at `path` (web/page-head.ts writes it): contracts' title and description
 * of the route, and for an event's page the event's own title, date, description and picture
 * (from the events cache), so a shared event link previews as the event. An event that does not
 * exist, is not public yet, or cannot be read now gets the generic event head.
 */
function sitePageHead(app: INestApplication): (path: string) => Promise<ResolvedHead> {
  const events = app.get(EventsService, { strict: false });
  const clock = app.get<Clock>(CLOCK, { strict: false });
  return async (path) => {
    const match = EVENT_PAGE.exec(path);
    if (!match) return pageHead(path);
    const event = await events.find(Number(match[1])).catch(() => null);
    if (!event || !isPublic(event, clock.now())) return pageHead(path);
    return {
      ...eventPageHead(event),
      image: previewImage(event.image),
      imageAlt: event.image_alt?.trim() || undefined,
    };
  };
}

function isPublic(event: MuseumEvent, now: Date): boolean {
  return !event.publish_at || Date.parse(event.publish_at) <= now.getTime();
}

/** The event's picture at the preview width (stored images are served at several widths). */
function previewImage(image: string | undefined): string | undefined {
  if (!image) return undefined;
  return isStoredEventImage(image) ? `${image}?w=${OG_IMAGE_WIDTH}` : image;
}

/** Seconds until today's status can next change (web/mount-web.ts keeps rendered pages no longer). */
function siteStatusLifetime(app: INestApplication): () => Promise<number> {
  const status = app.get(HoursStatusService, { strict: false });
  const clock = app.get<Clock>(CLOCK, { strict: false });
  return () => status.lifetimeAt(clock.now());
}

/**
 * The API's answers for the server render of public pages (web/server-render.ts): GET
 * /api/v1{path} asked of this very server over loopback, as a visitor's browser asks it, so a page
 * reads exactly the answers the browser would, from the one answer cache (ADR 20). An answer
 * marked stale marks the page stale (which is then not kept); anything but a 200 fails that read,
 * and the render shows that part as loading (the browser asks the API itself).
 */
export function siteApiSource(app: INestApplication): ApiSource {
  return async (path) => {
    const url = new URL(`/api/v1${path}`, serverAddress(app));
    if (!url.pathname.startsWith('/api/v1/')) throw new Error(`No API read: ${path}`);
    const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    if (res.status !== 200) throw new Error(`GET ${url.pathname} answered ${res.status}`);
    const staleAge = res.headers.get(STALE_AGE_HEADER);
    if (staleAge !== null) markStale(currentResponse(), Date.now() - Number(staleAge) * 1000);
    return res.json();
  };
}

/** Where this server listens, as loopback when it listens on every address. */
function serverAddress(app: INestApplication): string {
  const { address, port } = (app.getHttpServer() as Server).address() as AddressInfo;
  const host = address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '::1' : address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
