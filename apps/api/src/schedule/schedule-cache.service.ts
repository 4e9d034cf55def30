import { Injectable } from '@nestjs/common';
import { ScheduleReader } from './schedule-reader.service';
import type { ScheduleSnapshot } from './schedule-snapshot';

/** Even if a notification were somehow lost, no copy is older than this. */
const MAX_AGE_MS = 60_000;

/**
 * In-memory copy of the hours and holidays: GET /hours/status runs on every page view and must not
 * cost a query. The copy is dropped on every local write and on every NOTIFY from another process.
 * While the LISTEN connection is down we cannot hear other processes, so we read through instead.
 */
@Injectable()
export class ScheduleCache {
  private cached: { snapshot: Promise<ScheduleSnapshot>; loadedAt: number } | null = null;
  private listening = false;

  constructor(private readonly reader: ScheduleReader) {}

  get(): Promise<ScheduleSnapshot> {
    const now = Date.now();
    if (this.cached && now - this.cached.loadedAt < MAX_AGE_MS) return this.cached.snapshot;
    const snapshot = this.reader.read();
    if (!this.listening) return snapshot;
    const entry = { snapshot, loadedAt: now };
    this.cached = entry;
    // A failed read must not stick: the next request tries again.
    snapshot.catch(() => {
      if (this.cached === entry) this.cached = null;
    });
    return snapshot;
  }

  /** Called after every write here and on every change notification from the database. */
  invalidate(): void {
    this.cached = null;
  }

  /** The change listener reports whether it can hear other processes' writes. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.invalidate();
  }
}
