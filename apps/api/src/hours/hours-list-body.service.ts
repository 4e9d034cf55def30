import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { ScheduleCache } from '../schedule/schedule-cache.service';
import type { ScheduleSnapshot } from '../schedule/schedule-snapshot';

export interface SerializedBody {
  json: Buffer;
  etag: string;
}

/**
 * GET /hours sends the cached snapshot as it is. Serialising it (and Express hashing the result for
 * an ETag) on every request was most of the handler's cost, so the bytes and their ETag are made
 * once per snapshot: a write or a NOTIFY replaces the snapshot, and with it this copy.
 */
@Injectable()
export class HoursListBody {
  private readonly bodies = new WeakMap<ScheduleSnapshot, SerializedBody>();

  constructor(private readonly cache: ScheduleCache) {}

  async get(): Promise<SerializedBody> {
    const snapshot = await this.cache.get();
    let body = this.bodies.get(snapshot);
    if (!body) {
      const json = Buffer.from(JSON.stringify(snapshot));
      body = {
        json,
        etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
      };
      this.bodies.set(snapshot, body);
    }
    return body;
  }
}
