import { Injectable } from '@nestjs/common';
import { CachedJson } from '../common/cached-json';
import { ScheduleCache } from '../schedule/schedule-cache.service';
import type { ScheduleSnapshot } from '../schedule/schedule-snapshot';

/**
 * GET /hours sends the cached snapshot as it is. Serialising it (and hashing the result for an
 * ETag) on every request was most of the handler's cost, so the bytes and their ETag are made
 * once per snapshot: a write or a NOTIFY replaces the snapshot, and with it this copy.
 */
@Injectable()
export class HoursListBody {
  private readonly bodies = new WeakMap<ScheduleSnapshot, CachedJson>();

  constructor(private readonly cache: ScheduleCache) {}

  async get(): Promise<CachedJson> {
    const snapshot = await this.cache.get();
    let body = this.bodies.get(snapshot);
    if (!body) this.bodies.set(snapshot, (body = new CachedJson(snapshot)));
    return body;
  }
}
