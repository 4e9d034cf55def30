import { setImmediate } from 'node:timers/promises';
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ACCOUNTS,
  eventImagePath,
  eventPdfPath,
  recurrenceProblem,
  type MuseumEvent,
  type TrashedEvent,
} from '@furnace/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../clock/clock';
import { fileKeys } from '../files/file-keys';
import { FileStore } from '../files/file-store.service';
import { TopicCache } from '../cache/topic-cache.service';
import { makeImageVariants } from '../files/image-variants';
import type { ParsedForm } from '../files/upload';
import { Undo, inTransaction, recordChange, type Actor } from '../audit/history';
import { EVENT_FIELDS, type EventChanges, type EventFields } from './event-form.dto';
import { checkIfMatch } from '../common/if-match';
import { loopBreaks } from '../common/loop-breaks';
import { CachedJson } from '../common/cached-json';
import { Schedule, type ScheduleSnapshot } from '../schedule/schedule.service';
import {
  allOccurrences,
  defaultOccurrenceDate,
  isOccurrence,
  isPublished,
  occurrenceOn,
  pastOccurrences,
  statusesOf,
  type OccurrenceChange,
  type OccurrenceChanges,
  type Seen,
  upcomingPage,
  type UpcomingCursor,
  type UpcomingPage,
} from './occurrences';

const ROWS_A_SLICE = 500;
const TRASH_DAYS = 30;

type EventRow = Omit<MuseumEvent, 'image' | 'pdf' | 'publish_at'> & {
  has_pdf: boolean;
  publish_at: Date | null;
  changes: Record<string, OccurrenceChange> | null;
};

const column = (key: keyof EventFields) =>
  key === 'start_date' ? 'starts_at' : key === 'end_date' ? 'ends_at' : key;
/** The fields as an events row, for jsonb_populate_record to read as the columns' types. */
const asRow = (fields: Partial<EventFields>) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [column(key as never), value]));

// starts_at and ends_at have no zone: to_char gives the wall-clock text whatever the session zone.
const selected = (key: keyof EventFields) =>
  column(key) === key
    ? `e.${key}`
    : `to_char(e.${column(key)}, 'YYYY-MM-DD"T"HH24:MI:SS') AS ${key}`;
const SELECT_EVENTS = `
  SELECT e.id, ${EVENT_FIELDS.map(selected).join(', ')},
         EXISTS (SELECT 1 FROM stored_files f WHERE f.key = 'event_info/' || e.id || '.pdf') AS has_pdf,
         (SELECT json_object_agg(to_char(c.occurrence_date, 'YYYY-MM-DD'),
                   json_build_object('status', c.status, 'status_note', c.status_note))
            FROM event_occurrence_changes c WHERE c.event_id = e.id) AS changes
    FROM events e`;

/** The events (drafts too) that may have an occurrence ending on $1 or later. */
const UPCOMING = `WHERE e.recurrence IS NOT NULL OR COALESCE(e.ends_at, e.starts_at) >= $1::date
  ORDER BY e.starts_at, e.id`;

type EventTimeline = Awaited<ReturnType<typeof select>>;

/** The first page (GET /events, /events/{count}) and where the second starts, its body kept. */
export interface UpcomingListing extends UpcomingPage {
  body: CachedJson;
  /** Another page of the same listing, made on request: the later pages, the .ics feed's. */
  page(options: { after?: UpcomingCursor; size?: number }): UpcomingPage;
  /** When the next draft read is published (epoch ms on the Clock, else Infinity): a new listing. */
  changesAt: number;
}

@Injectable()
export class EventsService {
  /** The listing made of a timeline, with what else it was made from. */
  private readonly derived = new WeakMap<
    EventTimeline,
    UpcomingListing & { snapshot: ScheduleSnapshot; today: string; since: number }
  >();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly files: FileStore,
    private readonly cache: TopicCache,
    private readonly schedule: Schedule,
    undo: Undo,
  ) {
    // A change puts the fields back, a delete restores from the trash, an occurrence its status.
    undo.set('events', async (entry, tx, actor) => {
      const id = Number(entry.entity_id);
      if (entry.action === 'update') {
        const fields = entry.before as EventFields;
        await this.write(id, { fields, removePdf: false }, {}, actor, tx);
      } else if (entry.action === 'delete') {
        await this.restore(id, actor, tx);
      } else {
        const before = entry.before as (OccurrenceChange & { occurrence_date: string }) | null;
        const date = (before ?? (entry.after as { occurrence_date: string })).occurrence_date;
        await this.changeOccurrence(id, date, before, actor, tx);
      }
    });
  }

  /** How the occurrences are seen now, with their own statuses `changes`. */
  private async seen(changes: OccurrenceChanges, today = this.schedule.today()): Promise<Seen> {
    const { specialDays } = await this.schedule.snapshot();
    return { statusOn: statusesOf(changes, specialDays), today, now: this.clock.now().getTime() };
  }

  /** One occurrence (default: the next, else the last) and the event as stored. */
  async details(id: number, date: string | undefined, staff: boolean) {
    const { event, changes } = await this.visible(id, staff);
    const on = date ?? defaultOccurrenceDate(event, this.schedule.today());
    if (!isOccurrence(event, on)) throw noOccurrence(id, on);
    return { occurrence: occurrenceOn(event, on, (await this.seen(changes)).statusOn), event };
  }

  async occurrencesOf(id: number, staff = false): Promise<MuseumEvent[]> {
    const { event, changes } = await this.visible(id, staff);
    return allOccurrences(event, await this.seen(changes));
  }

  /**
   * The event and its occurrences' statuses; 404 if unknown, or a draft and not `staff`. Cached; an
   * unknown id is not kept, as anyone can ask for any number.
   */
  async visible(id: number, staff: boolean) {
    const read = () => select(this.db.manager, 'WHERE e.id = $1', [id]);
    const size = (found: EventTimeline) => (found.events.length ? 0 : false);
    const { events, changes } = await this.cache.get('events', `event ${id}`, read, { size });
    const event = events[0];
    if (!event || (!staff && !isPublished(event, this.clock.now().getTime()))) throw notFound(id);
    return { event, changes };
  }

  async past(page: number, pageSize: number): Promise<{ events: MuseumEvent[]; total: number }> {
    const { today, endsAt } = this.schedule.museumDay();
    // Read once a day (every write drops it); drafts, closures and paging are applied per request.
    const { events, changes } = await this.cache.get(
      'events',
      `past ${today}`,
      () =>
        select(this.db.manager, 'WHERE e.starts_at < $1::date ORDER BY e.starts_at, e.id', [today]),
      { validUntil: endsAt },
    );
    const all = pastOccurrences(events, await this.seen(changes, today));
    return { events: all.slice((page - 1) * pageSize, page * pageSize), total: all.length };
  }

  /** An occurrence's own status, or none (null). */
  async changeOccurrence(
    id: number,
    date: string,
    change: OccurrenceChange | null,
    actor: Actor,
    tx?: EntityManager,
  ): Promise<MuseumEvent> {
    const event = await inTransaction(this.db, tx, async (tx) => {
      const event = await this.found(id, tx, true);
      if (!isOccurrence(event, date)) throw noOccurrence(id, date);
      const [[before]] = (await tx.query(
        `DELETE FROM event_occurrence_changes WHERE event_id = $1 AND occurrence_date = $2::date
         RETURNING status, status_note`,
        [id, date],
      )) as [OccurrenceChange[], number];
      if (change)
        await tx.query(
          `INSERT INTO event_occurrence_changes (event_id, occurrence_date, status, status_note)
           VALUES ($1, $2::date, $3, $4)`,
          [id, date, change.status, change.status_note],
        );
      await recordChange(tx, actor, {
        entity: 'events',
        entityId: id,
        action: change ? 'occurrence-update' : 'occurrence-reset',
        before: before ? { occurrence_date: date, ...before } : null,
        after: change ? { occurrence_date: date, ...change } : null,
        summary: change
          ? `Event ${id} "${event.title}" on ${date}: ${change.status}${change.status_note ? ` (${change.status_note})` : ''}`
          : `Event ${id} "${event.title}" on ${date}: back to the event's own status`,
        undoable: Boolean(before ?? change),
      });
      return event;
    });
    const own = new Map([[id, new Map(change ? [[date, change]] : [])]]);
    return occurrenceOn(event, date, (await this.seen(own)).statusOn);
  }

  /** Drafts and past ones too. */
  async adminPage(when: 'upcoming' | 'past' | undefined, page: number, pageSize: number) {
    const where = {
      upcoming: 'WHERE e.starts_at >= $1::date',
      past: 'WHERE e.starts_at < $1::date',
      all: 'WHERE $1::date IS NOT NULL',
    }[when ?? 'all'];
    const order = when === 'past' ? 'e.starts_at DESC, e.id DESC' : 'e.starts_at, e.id';
    const today = this.schedule.today();
    const [{ events }, [{ total }]] = await Promise.all([
      select(this.db.manager, `${where} ORDER BY ${order} LIMIT $2 OFFSET $3`, [
        today,
        pageSize,
        (page - 1) * pageSize,
      ]),
      this.db.query(`SELECT count(*)::int AS total FROM events e ${where}`, [today]) as Promise<
        { total: number }[]
      >,
    ]);
    return { events, total };
  }

  /**
   * The public listing, its first page serialised once (every events page and home carousel reads
   * it). Its events are read through the one cache (topic 'events', expiring at the museum's
   * midnight); the listing is made again from them whenever the special days are a new snapshot or
   * a draft's publish_at passes. Each listing is a new object, so the .ics feed follows it.
   */
  async upcoming(): Promise<UpcomingListing> {
    const { today, endsAt } = this.schedule.museumDay();
    const [timeline, snapshot] = await Promise.all([
      // Just after midnight during a database outage, the kept copy is yesterday's events: the
      // listing made below reads them again for today.
      this.cache.get('events', 'upcoming', () => select(this.db.manager, UPCOMING, [today]), {
        validUntil: endsAt,
      }),
      this.schedule.snapshot(),
    ]);
    const now = this.clock.now().getTime();
    // Kept while no draft's publish_at has come or gone back (the Clock moves in tests).
    const made = () => {
      const kept = this.derived.get(timeline);
      const same = kept?.snapshot === snapshot && kept.today === today && kept.since <= now;
      return same && now < kept.changesAt ? kept : null;
    };
    // The rows just mapped (every event, in this task) and the listing made of them: two tasks.
    const kept = made() ?? (await setImmediate().then(made));
    if (kept) return kept;
    const { events, changes } = timeline;
    const publishTimes = events.map((event) => Date.parse(event.publish_at ?? '')); // NaN: none
    const seen = { statusOn: statusesOf(changes, snapshot.specialDays), today, now };
    const page: UpcomingListing['page'] = (window) => upcomingPage(events, seen, window);
    const first = page({});
    const listing = {
      ...first,
      body: new CachedJson(first.events),
      changesAt: Math.min(...publishTimes.filter((at) => at > now)),
      page,
      snapshot,
      today,
      since: Math.max(...publishTimes.filter((at) => at <= now)),
    };
    this.derived.set(timeline, listing);
    return listing;
  }

  /**
   * Creates (`id` null) or changes the event and its files (the image re-encoded here, the PDF
   * as is), all or nothing (never an event without its image), after checking it as it would be.
   */
  async write(
    id: number | null,
    { fields: changes, removePdf }: EventChanges,
    uploads: ParsedForm['files'],
    actor: Actor,
    tx?: EntityManager,
    ifMatch?: string,
  ): Promise<MuseumEvent> {
    // Fail fast before the image work; the transaction below checks again under a row lock.
    const current = id === null ? null : await this.found(id);
    checkCoherent({ ...current, ...changes } as EventFields);
    const variants = uploads.image ? await makeImageVariants(uploads.image) : null;
    const written = await inTransaction(this.db, tx, async (tx) => {
      const before = id === null ? null : await this.found(id, tx, true);
      const set = EVENT_FIELDS.filter((key) => key in changes).map(column);
      const row = asRow(changes);
      if (before) {
        checkEventIfMatch(before, ifMatch);
        checkCoherent({ ...before, ...changes });
        await tx.query(
          `UPDATE events SET (${[...set, 'updated_at']}) =
             (SELECT ${[...set, 'now()']} FROM jsonb_populate_record(NULL::events, $2)) WHERE id = $1`,
          [id, row],
        );
      }
      const [{ id: eventId }] = before
        ? [before]
        : ((await tx.query(
            `INSERT INTO events (${set})
               SELECT ${set} FROM jsonb_populate_record(NULL::events, $1) RETURNING id`,
            [row],
          )) as { id: number }[]);
      if (removePdf) await this.files.remove(tx, [fileKeys.eventPdf(eventId)]);
      const { image, pdf } = uploads;
      const put = (key: string, type: string, data: Buffer) => this.files.put(tx, key, type, data);
      if (image) await put(fileKeys.eventOriginal(eventId), 'application/octet-stream', image);
      for (const { width, data } of variants ?? [])
        await put(fileKeys.eventImage(eventId, width), 'image/webp', data);
      if (pdf) await put(fileKeys.eventPdf(eventId), 'application/pdf', pdf);
      const after = await this.found(eventId, tx);
      await recordChange(tx, actor, {
        entity: 'events',
        entityId: eventId,
        action: before ? 'update' : 'create',
        before,
        after,
        // Its fields can be put back; replaced files cannot (a new event has its image).
        undoable: !(uploads.image || uploads.pdf || removePdf),
        summary: before
          ? `Changed event ${eventId} "${after.title}"${set.length ? `: ${set.join(', ')}` : ''}${removePdf ? ' (PDF removed)' : ''}`
          : `Added event ${eventId} "${after.title}" (${changes.start_date})${uploads.pdf ? ' with a PDF' : ''}`,
      });
      return eventId;
    });
    return this.found(written);
  }

  /**
   * One event as stored (no cache; after a write, gone only if deleted in between), optionally
   * locked for the transaction's update; else 404.
   */
  async found(id: number, tx: EntityManager = this.db.manager, lock = false): Promise<MuseumEvent> {
    const lockIt = lock ? ' FOR UPDATE OF e' : '';
    const [event] = (await select(tx, `WHERE e.id = $1${lockIt}`, [id])).events;
    if (!event) throw notFound(id);
    return event;
  }

  async remove(id: number, actor: Actor, ifMatch?: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const current = await this.found(id, tx, true);
      checkEventIfMatch(current, ifMatch);
      // The row (its occurrences' statuses with it) and its files go to the trash for TRASH_DAYS;
      // a restore moves them back under the same id, so the image and PDF keep their URLs.
      const [{ row }] = (await tx.query(
        `WITH gone AS (DELETE FROM events WHERE id = $1 RETURNING *),
              moved AS (DELETE FROM stored_files WHERE key = ANY($3) RETURNING *),
              files AS (
                INSERT INTO stored_files_trash (key, event_id, content_type, byte_size, etag, data, updated_at)
                SELECT key, $1, content_type, byte_size, etag, data, updated_at FROM moved
                ON CONFLICT (key) DO UPDATE SET data = EXCLUDED.data, etag = EXCLUDED.etag,
                  byte_size = EXCLUDED.byte_size, content_type = EXCLUDED.content_type,
                  updated_at = EXCLUDED.updated_at)
         INSERT INTO events_trash (id, row, deleted_by)
         SELECT id, to_jsonb(gone) || jsonb_build_object('occurrence_changes',
                  (SELECT COALESCE(jsonb_agg(to_jsonb(c)), '[]'::jsonb) FROM event_occurrence_changes c
                    WHERE c.event_id = gone.id)), $2 FROM gone
         ON CONFLICT (id) DO UPDATE SET row = EXCLUDED.row, deleted_at = now(), deleted_by = EXCLUDED.deleted_by
         RETURNING row`,
        [id, actor.id, fileKeys.allForEvent(id)],
      )) as { row: Record<string, unknown> }[];
      await recordChange(tx, actor, {
        entity: 'events',
        entityId: id,
        action: 'delete',
        before: row,
        undoable: true,
        summary: `Deleted event ${id} "${String(row.title ?? '')}" (kept in the trash for ${TRASH_DAYS} days)`,
      });
    });
  }

  async listTrash(): Promise<TrashedEvent[]> {
    await this.purge();
    const iso = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
    return this.db.query(
      `SELECT t.id, t.row->>'title' AS title,
              to_char((t.row->>'starts_at')::timestamp, 'YYYY-MM-DD"T"HH24:MI:SS') AS start_date,
              to_char(t.deleted_at AT TIME ZONE 'UTC', ${iso}) AS deleted_at,
              u.member_id AS deleted_by,
              to_char((t.deleted_at + make_interval(days => $1)) AT TIME ZONE 'UTC', ${iso}) AS purge_at,
              EXISTS (SELECT 1 FROM stored_files_trash f WHERE f.key = 'event_info/' || t.id || '.pdf') AS has_pdf
         FROM events_trash t LEFT JOIN users u ON u.id = t.deleted_by
        ORDER BY t.deleted_at DESC, t.id DESC`,
      [TRASH_DAYS],
    );
  }

  async restore(id: number, actor: Actor, tx?: EntityManager): Promise<void> {
    await this.purge();
    await inTransaction(this.db, tx, async (tx) => {
      // Only the columns the row had and the table still has: a column added since keeps its default.
      const [found] = (await tx.query(
        `SELECT row, (SELECT string_agg(quote_ident(column_name), ', ') FROM information_schema.columns
                       WHERE table_schema = current_schema() AND table_name = 'events'
                         AND t.row ? column_name) AS list
           FROM events_trash t WHERE id = $1 FOR UPDATE`,
        [id],
      )) as { row: Record<string, unknown>; list: string }[];
      if (!found) throw new NotFoundException(ACCOUNTS.eventNotInTrash);
      const { row, list } = found;
      // The occurrences' own statuses went with the row (its 'occurrence_changes', not a column).
      await tx.query(
        `WITH event AS (INSERT INTO events (${list}) SELECT ${list} FROM jsonb_populate_record(NULL::events, $1))
         INSERT INTO event_occurrence_changes (event_id, occurrence_date, status, status_note, updated_at)
           SELECT event_id, occurrence_date, status, status_note, updated_at
             FROM jsonb_populate_recordset(NULL::event_occurrence_changes, COALESCE($1->'occurrence_changes', '[]'))`,
        [JSON.stringify(row)],
      );
      const files = (await tx.query(
        `WITH back AS (DELETE FROM stored_files_trash WHERE event_id = $1 RETURNING *)
         INSERT INTO stored_files (key, content_type, byte_size, etag, data, updated_at)
         SELECT key, content_type, byte_size, etag, data, updated_at FROM back
         RETURNING key`,
        [id],
      )) as unknown[];
      // Last: the files are kept by this row (ON DELETE CASCADE) until they are back.
      await tx.query('DELETE FROM events_trash WHERE id = $1', [id]);
      await recordChange(tx, actor, {
        entity: 'events',
        entityId: id,
        action: 'restore',
        after: row,
        summary: `Restored event ${id} "${String(row.title ?? '')}" from the trash, with ${files.length} file(s)`,
      });
    });
  }

  /** The events in the trash for more than TRASH_DAYS; their files go with them, by cascade. */
  private async purge(): Promise<void> {
    await this.db.query(
      `DELETE FROM events_trash WHERE deleted_at < now() - make_interval(days => $1)`,
      [TRASH_DAYS],
    );
  }
}

/**
 * The events `where` picks (with ORDER BY, LIMIT, FOR UPDATE), as stored, and their occurrences'
 * statuses; mapped a slice at a time, the loop let run between slices (every event: ADR 52).
 */
async function select(db: EntityManager, where: string, params: unknown[]) {
  const rows = (await db.query(`${SELECT_EVENTS} ${where}`, params)) as EventRow[];
  const [events, changes] = [[] as MuseumEvent[], new Map<number, Map<string, OccurrenceChange>>()];
  const pause = loopBreaks();
  for (const [i, { has_pdf, publish_at, changes: own, ...row }] of rows.entries()) {
    if (i > 0 && i % ROWS_A_SLICE === 0) await pause();
    const [image, pdf] = [eventImagePath(row.id), has_pdf ? eventPdfPath(row.id) : null];
    events.push({ ...row, image, pdf, publish_at: publish_at?.toISOString() ?? null });
    changes.set(row.id, new Map(Object.entries(own ?? {})));
  }
  return { events, changes };
}

/** The rules that look at several fields (docs/api.md "Events"): 400 naming the field. */
function checkCoherent(event: EventFields): void {
  if (event.end_date !== null && event.end_date < event.start_date)
    throw new BadRequestException(
      `event_end must not be before event_start (${event.end_date} is before ${event.start_date}).`,
    );
  if (event.recurrence !== null) {
    const problem = recurrenceProblem(event.start_date.slice(0, 10), event.recurrence);
    if (problem) throw new BadRequestException(problem);
  }
}

const checkEventIfMatch = (event: MuseumEvent, ifMatch: string | undefined) =>
  checkIfMatch(event, { ifMatch, what: 'event', name: `${event.id} "${event.title}"` });

const notFound = (id: number) => new NotFoundException(`There is no event ${id}.`);
const noOccurrence = (id: number, date: string) =>
  new NotFoundException(`Event ${id} does not happen on ${date}.`);
