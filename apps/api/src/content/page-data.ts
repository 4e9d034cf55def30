import type { INestApplication } from '@nestjs/common';
import {
  eventPageHead,
  JSON_LD_SPECIAL_DAYS,
  OG_IMAGE_WIDTH,
  pageHead,
  museumJsonLd,
  type ApiSource,
} from '@furnace/contracts';
import { Answers } from '../cache/answers';
import { currentResponse, markStale, STALE_AGE_HEADER } from '../cache/topic-cache.service';
import { EventsService } from '../events/events.service';
import { SignsService } from '../signs/signs.service';
import type { AppConfig } from '../config/app-config';
import { CLOCK, type Clock } from '../clock/clock';
import { Schedule, weekdayHours } from '../schedule/schedule.service';
import type { WebOptions } from '../web/mount-web';
import { ContentService } from './content.service';

// Why: ADR 42.
const AHEAD_SIGNS = 100;
export const AHEAD_EVENTS = 20;
const EVENT_PAGE = /^\/events\/([1-9][0-9]{0,8})\/?$/;

export function siteWebOptions(app: INestApplication, config: AppConfig): WebOptions {
  const schedule = app.get(Schedule);
  const content = app.get(ContentService);
  const events = app.get(EventsService);
  const { origin } = new URL(config.publicUrl);
  return {
    webRoot: config.webRoot,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    // The museum's schema.org data, for search engines and link previews, which run no JavaScript.
    jsonLd: async () => {
      const [published, snapshot] = await Promise.all([
        content.published().catch(() => null),
        schedule.snapshot().catch(() => null),
      ]);
      if (!published || !snapshot) return null;
      return museumJsonLd(
        {
          hours: snapshot.regular.map(weekdayHours),
          seasons: snapshot.seasons,
          schedule: snapshot.calendar.days(schedule.today(), JSON_LD_SPECIAL_DAYS),
        },
        origin,
        { contact: published.content.contact, tagline: published.content.welcome.tagline },
      );
    },
    // A public event's page has the event's own head, so a shared link previews as the event.
    pageHead: async (path) => {
      const match = EVENT_PAGE.exec(path);
      if (!match) return pageHead(path);
      const found = await events.visible(Number(match[1]), false).catch(() => null);
      if (!found) return pageHead(path);
      const { event } = found;
      return {
        ...eventPageHead(event),
        image: `${event.image}?w=${OG_IMAGE_WIDTH}`,
        imageAlt: event.image_alt?.trim() || undefined,
      };
    },
    api: siteApiSource(app),
    // Seconds until today's status can next change: no rendered page is kept longer.
    statusLifetime: async () => (await schedule.statusAt(app.get<Clock>(CLOCK).now())).lifetime,
    pages: app.get(Answers),
    // At the addresses their cards link (`?date=` for an occurrence of a repeating event).
    aheadPaths: async () => {
      const [signs, listing] = await Promise.all([app.get(SignsService).list(), events.upcoming()]);
      return [
        ...signs.slice(0, AHEAD_SIGNS).map((sign) => `/signs/${sign.name}`),
        ...listing.events
          .slice(0, AHEAD_EVENTS)
          .map(
            ({ id, recurrence, occurrence_date }) =>
              `/events/${id}${recurrence && occurrence_date ? `?date=${occurrence_date}` : ''}`,
          ),
      ];
    },
  };
}

/**
 * The server render reads this very server over loopback, so a page reads exactly what the browser
 * would (ADR 20). Anything but a 200 fails the read with its `status` (a 404: "not found").
 */
export function siteApiSource(app: INestApplication): ApiSource {
  return async (path) => {
    // getUrl(): this server's address, as loopback when it listens on every address.
    const url = new URL(`/api/v1${path}`, await app.getUrl());
    if (!url.pathname.startsWith('/api/v1/')) throw new Error(`No API read: ${path}`);
    const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    if (res.status !== 200)
      throw Object.assign(new Error(`GET ${url.pathname} answered ${res.status}`), {
        status: res.status,
      });
    const staleAge = res.headers.get(STALE_AGE_HEADER);
    if (staleAge !== null) markStale(currentResponse(), Date.now() - Number(staleAge) * 1000);
    return res.json();
  };
}
