import { Inject, Injectable } from '@nestjs/common';
import type { MuseumEvent } from '@furnace/contracts';
import { DateTime } from 'luxon';
import { CachedJson } from '../common/cached-json';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { StoreChanges } from '../files/store-changes.service';
import { EventsService } from './events.service';

/** Even if a notification were somehow lost, no copy is older than this. */
const MAX_AGE_MS = 60_000;

export interface UpcomingListing {
  /** The museum's date the listing starts from. */
  today: string;
  events: MuseumEvent[];
  body: CachedJson;
}

/**
 * The public listing (upcoming events) in memory, serialised once: every visitor's events page and
 * home carousel reads it, and with hundreds of events the query and JSON.stringify dominated.
 * Dropped on every local write, on every NOTIFY from another process (a trigger on events and
 * stored_files), at the museum's midnight (yesterday's events leave the list), and after a minute.
 * While the LISTEN connection is down, reads go straight to the database.
 */
@Injectable()
export class EventsListCache {
  private cached: { listing: Promise<UpcomingListing>; validUntil: number } | null = null;
  private listening = false;
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: EventsService,
    private readonly changes: StoreChanges,
  ) {
    changes.subscribe({
      changed: () => this.invalidate(),
      setListening: (listening) => {
        this.listening = listening;
        this.invalidate();
      },
    });
  }

  get isListening(): boolean {
    return this.changes.isListening;
  }

  invalidate(): void {
    this.cached = null;
  }

  get(): Promise<UpcomingListing> {
    const now = Date.now();
    if (this.cached && now < this.cached.validUntil) return this.cached.listing;
    const museumNow = DateTime.fromMillis(now, { zone: this.config.museumTimeZone });
    const today = museumNow.toISODate() ?? this.events.today();
    const listing = this.events
      .list(today)
      .then((events) => ({ today, events, body: new CachedJson(events) }));
    if (!this.listening) return listing;
    const midnight = museumNow.startOf('day').plus({ days: 1 }).toMillis();
    const entry = { listing, validUntil: Math.min(midnight, now + MAX_AGE_MS) };
    this.cached = entry;
    // A failed read must not stick: the next request tries again.
    listing.catch(() => {
      if (this.cached === entry) this.cached = null;
    });
    return listing;
  }
}
