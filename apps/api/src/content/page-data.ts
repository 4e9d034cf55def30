import type { INestApplication } from '@nestjs/common';
import {
  eventPageHead,
  isStoredEventImage,
  JSON_LD_SPECIAL_DAYS,
  MAX_SCHEDULE_DAYS,
  OG_IMAGE_WIDTH,
  pageHead,
  museumJsonLd,
  SIGN_NAME_PATTERN,
  type MuseumEvent,
} from '@furnace/contracts';
import { AlertsService } from '../alerts/alerts.service';
import { Answers } from '../cache/answers';
import type { CachedJson } from '../common/cached-json';
import { isValidIsoDate } from '@furnace/opening-hours';
import { EventsService } from '../events/events.service';
import { UpcomingEvents } from '../events/upcoming-events.service';
import { UpcomingCursorPipe } from '../events/occurrence.pipe';
import { HoursStatusService } from '../hours/hours-status.service';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CLOCK, type Clock } from '../clock/clock';
import { Schedule } from '../schedule/schedule.service';
import { SignsService } from '../signs/signs.service';
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
 * The API's answers for the server render of public pages (web/server-render.ts): what
 * GET /api/v1{path} would answer, straight from the services and their caches (TopicCache), with
 * no HTTP in between. Only the public reads the pages make; anything else is refused.
 */
export function siteApiSource(app: INestApplication): ApiSource {
  const status = app.get(HoursStatusService, { strict: false });
  const schedule = app.get(Schedule, { strict: false });
  const upcoming = app.get(UpcomingEvents, { strict: false });
  const content = app.get(ContentService, { strict: false });
  const alerts = app.get(AlertsService, { strict: false });
  const events = app.get(EventsService, { strict: false });
  const signs = app.get(SignsService, { strict: false });
  const clock = app.get<Clock>(CLOCK, { strict: false });
  // The ready-made JSON of the cache, parsed once per cached body.
  const parsed = new WeakMap<CachedJson, unknown>();
  const value = (body: CachedJson) => {
    if (!parsed.has(body)) parsed.set(body, JSON.parse(body.text));
    return parsed.get(body);
  };
  return async (path) => {
    const url = new URL(path, 'http://api');
    const days = url.searchParams.get('days');
    switch (url.pathname) {
      case '/hours/status':
        return status.statusAt(clock.now());
      case '/hours/week':
        if (url.search) break;
        return value(await schedule.weekBody(undefined));
      case '/hours/schedule':
        if (url.searchParams.has('from') || (days !== null && !/^[1-9][0-9]{0,2}$/.test(days)))
          break;
        if (Number(days) > MAX_SCHEDULE_DAYS) break;
        return value(await schedule.scheduleBody(undefined, days === null ? 7 : Number(days)));
      case '/events': {
        // The first page, or the one after `after` (the "Later events" link of /events).
        const after = url.searchParams.get('after');
        if (after === null) {
          if (url.search) break;
          return (await upcoming.get()).events;
        }
        if ([...url.searchParams.keys()].length !== 1) break;
        const cursor = readCursor(after);
        if (!cursor) break;
        return (await upcoming.get()).page({ after: cursor }).events;
      }
      case '/content':
        return (await content.published()).content;
      case '/alerts':
        return alerts.active();
    }
    const count = /^\/events\/([1-9][0-9]?)$/.exec(url.pathname);
    if (count && !url.search) return (await upcoming.get()).events.slice(0, Number(count[1]));
    // An event's page and a sign's page, as the public sees them (a draft, an unknown id or sign
    // throws: the render shows that part as loading and the browser asks the API itself).
    const event = /^\/events\/([1-9][0-9]{0,9})\/(details|occurrences)$/.exec(url.pathname);
    if (event && event[2] === 'details') {
      const date = url.searchParams.get('date') ?? undefined;
      if (date !== undefined && !isValidIsoDate(date)) break_(path);
      return events.details(Number(event[1]), date, false);
    }
    if (event && !url.search) {
      const occurrences = await events.occurrencesOf(Number(event[1]), false);
      return occurrences ?? break_(path);
    }
    const sign = /^\/signs\/([a-z0-9-]{1,64})$/.exec(url.pathname);
    if (sign && !url.search && SIGN_NAME_PATTERN.test(sign[1])) return signs.page(sign[1]);
    return break_(path);
  };
}

/** A path the server render does not answer: that part of the page renders as still loading. */
function break_(path: string): never {
  throw new Error(`The server render does not read ${path}`);
}

/** An `after` as GET /events reads it, or null when it is not one (that read is not answered). */
function readCursor(after: string) {
  try {
    return new UpcomingCursorPipe().transform(after) ?? null;
  } catch {
    return null;
  }
}
