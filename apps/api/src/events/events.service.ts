import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  EVENT_LIFECYCLE_DEFAULTS,
  eventImagePath,
  eventPdfPath,
  type MuseumEvent,
} from '@furnace/contracts';
import { museumDate } from '@furnace/opening-hours';
import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { fileKeys } from '../files/file-keys';
import { FileStore } from '../files/file-store.service';
import { TopicCache } from '../cache/topic-cache.service';
import { makeImageVariants } from '../files/image-variants';
import type { EventFields } from './event-form.dto';
import { EventsTrash } from './events-trash.service';

/** New files for an event; the image is the raw upload (re-encoded here), the PDF stored as is. */
export interface EventUploads {
  image?: Buffer;
  pdf?: Buffer;
}

/** A row of SELECT_EVENTS: the event's own fields, and whether a PDF is stored for it. */
type EventRow = Omit<MuseumEvent, 'image' | 'pdf'> & { has_pdf: boolean };

// starts_at has no zone: to_char gives the wall-clock text as stored, whatever the session zone.
const SELECT_EVENTS = `
  SELECT e.id, e.title, e.description, e.category,
         to_char(e.starts_at, 'YYYY-MM-DD"T"HH24:MI:SS') AS start_date,
         e.link_text, e.link_url,
         EXISTS (SELECT 1 FROM stored_files f WHERE f.key = 'event_info/' || e.id || '.pdf') AS has_pdf
    FROM events e`;

const COLUMNS: Record<keyof EventFields, string> = {
  title: 'title',
  description: 'description',
  category: 'category',
  startsAt: 'starts_at',
  linkText: 'link_text',
  linkUrl: 'link_url',
};

@Injectable()
export class EventsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly files: FileStore,
    private readonly cache: TopicCache,
    private readonly trash: EventsTrash,
  ) {}

  /** The museum's date today: "upcoming" means starting on it or later (an event this morning still shows). */
  today(): string {
    return museumDate(new Date(), this.config.museumTimeZone);
  }

  /** Events in date order: from `fromDate` on, or all of them (past ones too) when it is null. */
  async list(fromDate: string | null, limit?: number): Promise<MuseumEvent[]> {
    const rows = (await this.db.query(
      `${SELECT_EVENTS} WHERE ($1::date IS NULL OR e.starts_at >= $1::date) ORDER BY e.starts_at, e.id LIMIT $2`,
      [fromDate, limit ?? null],
    )) as EventRow[];
    return rows.map(toEvent);
  }

  /** One event; through the cache (topic 'events'), so it is still answered while the database is down. */
  find(id: number): Promise<MuseumEvent | null> {
    return this.cache.get(
      'events',
      `event ${id}`,
      async () => {
        const rows = (await this.db.query(`${SELECT_EVENTS} WHERE e.id = $1`, [id])) as EventRow[];
        return rows[0] ? toEvent(rows[0]) : null;
      },
      // An id that does not exist is not kept (anyone can ask for any number).
      { size: (event) => (event ? 0 : false) },
    );
  }

  /** Creates the event and its files in one transaction: there is never an event without its image. */
  async create(
    fields: EventFields,
    uploads: EventUploads & { image: Buffer },
  ): Promise<MuseumEvent> {
    const variants = await makeImageVariants(uploads.image); // outside the transaction: it takes CPU time
    const id = await this.cache.write(['events', 'files'], () =>
      this.db.transaction(async (tx) => {
        const [row] = (await tx.query(
          `INSERT INTO events (title, description, category, starts_at, link_text, link_url)
         VALUES ($1, $2, $3, $4::timestamp, $5, $6) RETURNING id`,
          [
            fields.title,
            fields.description,
            fields.category,
            fields.startsAt,
            fields.linkText,
            fields.linkUrl,
          ],
        )) as { id: number }[];
        await this.storeFiles(tx, row.id, uploads, variants);
        return row.id;
      }),
    );
    return this.found(id);
  }

  /** Changes the given fields and replaces the given files, all or nothing. 404 if there is no such event. */
  async update(
    id: number,
    changes: Partial<EventFields>,
    uploads: EventUploads,
  ): Promise<MuseumEvent> {
    // Fail fast before the image work; the UPDATE below checks again inside the transaction.
    if (!(await this.exists(id))) throw notFound(id);
    const variants = uploads.image ? await makeImageVariants(uploads.image) : null;
    await this.cache.write(['events', 'files'], () =>
      this.db.transaction(async (tx) => {
        const entries = Object.entries(changes) as [keyof EventFields, string][];
        const sets = entries.map(
          ([key], i) => `${COLUMNS[key]} = $${i + 2}${key === 'startsAt' ? '::timestamp' : ''}`,
        );
        const updated = (await tx.query(
          `UPDATE events SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING id`,
          [id, ...entries.map(([, value]) => value)],
        )) as [unknown[], number];
        if (updated[1] === 0) throw notFound(id);
        await this.storeFiles(tx, id, uploads, variants);
      }),
    );
    return this.found(id);
  }

  /**
   * Deletes the event: it and every file of it leave the site in one transaction and go to the
   * trash for 30 days (EventsTrash), from where POST /events/{id}/restore brings them back.
   */
  async remove(id: number, userId: number | null = null): Promise<void> {
    await this.cache.write(['events', 'files'], () =>
      this.db.transaction(async (tx) => {
        if (!(await this.trash.moveToTrash(tx, id, userId))) throw notFound(id);
      }),
    );
  }

  /** The event just written (in a committed transaction); gone only if deleted in between. */
  private async found(id: number): Promise<MuseumEvent> {
    const event = await this.find(id);
    if (!event) throw notFound(id);
    return event;
  }

  private async exists(id: number): Promise<boolean> {
    const rows = (await this.db.query('SELECT 1 FROM events WHERE id = $1', [id])) as unknown[];
    return rows.length > 0;
  }

  private async storeFiles(
    tx: EntityManager,
    id: number,
    uploads: EventUploads,
    variants: Awaited<ReturnType<typeof makeImageVariants>> | null,
  ): Promise<void> {
    if (uploads.image && variants) {
      await this.files.put(
        tx,
        fileKeys.eventOriginal(id),
        'application/octet-stream',
        uploads.image,
      );
      for (const variant of variants)
        await this.files.put(
          tx,
          fileKeys.eventImage(id, variant.width),
          'image/webp',
          variant.data,
        );
    }
    if (uploads.pdf)
      await this.files.put(tx, fileKeys.eventPdf(id), 'application/pdf', uploads.pdf);
  }
}

function toEvent(row: EventRow): MuseumEvent {
  return {
    ...EVENT_LIFECYCLE_DEFAULTS,
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    start_date: row.start_date,
    link_text: row.link_text,
    link_url: row.link_url,
    image: eventImagePath(row.id),
    pdf: row.has_pdf ? eventPdfPath(row.id) : null,
  };
}

function notFound(id: number): NotFoundException {
  return new NotFoundException(`There is no event ${id}.`);
}
