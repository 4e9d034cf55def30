import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TopicCache } from '../cache/topic-cache.service';
import { CLOCK, type Clock } from '../clock/clock';

/**
 * Whether an event is still a draft (publish_at in the future), for its image and PDF: 404 to the
 * public until then (docs/api.md "Events"). Read through the one cache (topic 'events', dropped by
 * every event write here and by NOTIFY from the others); the answer is kept only until the
 * publish_at it read, so the files appear by themselves at that time.
 */
@Injectable()
export class EventPublication {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly cache: TopicCache,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async isDraft(id: number): Promise<boolean> {
    const found = await this.cache.get(
      'events',
      `publish_at ${id}`,
      async () => {
        const rows = (await this.db.query('SELECT publish_at FROM events WHERE id = $1', [id])) as {
          publish_at: Date | null;
        }[];
        return rows[0]
          ? { at: rows[0].publish_at ? new Date(rows[0].publish_at).getTime() : 0 }
          : null;
      },
      // An id that does not exist is not kept (anyone can ask for any number).
      { size: (value) => (value ? 0 : false) },
    );
    return found !== null && found.at > this.clock.now().getTime();
  }
}
