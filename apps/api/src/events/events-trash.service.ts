import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ACCOUNTS, type TrashedEvent } from '@furnace/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { inTransaction, recordChange, type Actor } from '../audit/history';
import { fileKeys } from '../files/file-keys';

const TRASH_DAYS = 30;

/**
 * A delete moves the event's row (its occurrences' statuses with it) and its files to the trash;
 * a restore moves them back under the same id, so the image and PDF keep their URLs.
 */
@Injectable()
export class EventsTrash {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Inside the delete's transaction, the event read and locked. */
  async moveToTrash(tx: EntityManager, id: number, actor: Actor): Promise<void> {
    const [{ row }] = (await tx.query(
      `WITH gone AS (DELETE FROM events WHERE id = $1 RETURNING *)
       INSERT INTO events_trash (id, row, deleted_by)
       SELECT id, to_jsonb(gone) || jsonb_build_object('occurrence_changes',
                (SELECT COALESCE(jsonb_agg(to_jsonb(c)), '[]'::jsonb) FROM event_occurrence_changes c
                  WHERE c.event_id = gone.id)), $2 FROM gone
       ON CONFLICT (id) DO UPDATE SET row = EXCLUDED.row, deleted_at = now(), deleted_by = EXCLUDED.deleted_by
       RETURNING row`,
      [id, actor.userId],
    )) as { row: Record<string, unknown> }[];
    await tx.query(
      `WITH moved AS (DELETE FROM stored_files WHERE key = ANY($1) RETURNING *)
       INSERT INTO stored_files_trash (key, event_id, content_type, byte_size, etag, data, updated_at)
       SELECT key, $2, content_type, byte_size, etag, data, updated_at FROM moved
       ON CONFLICT (key) DO UPDATE SET data = EXCLUDED.data, etag = EXCLUDED.etag,
         byte_size = EXCLUDED.byte_size, content_type = EXCLUDED.content_type,
         updated_at = EXCLUDED.updated_at`,
      [fileKeys.allForEvent(id), id],
    );
    await recordChange(tx, actor, {
      entity: 'events',
      entityId: id,
      action: 'delete',
      before: row,
      undoable: true,
      summary: `Deleted event ${id} "${String(row.title ?? '')}" (kept in the trash for ${TRASH_DAYS} days)`,
    });
  }

  async list(): Promise<TrashedEvent[]> {
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
      await tx.query(
        `INSERT INTO events (${list}) SELECT ${list} FROM jsonb_populate_record(NULL::events, $1)`,
        [JSON.stringify(row)],
      );
      // The occurrences' own statuses went with the row (its 'occurrence_changes', not a column).
      await tx.query(
        `INSERT INTO event_occurrence_changes (event_id, occurrence_date, status, status_note, updated_at)
           SELECT event_id, occurrence_date, status, status_note, updated_at
             FROM jsonb_populate_recordset(NULL::event_occurrence_changes, $1)`,
        [JSON.stringify(row.occurrence_changes ?? [])],
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

  /** Their files go with them, by cascade. */
  private async purge(): Promise<void> {
    await this.db.query(
      `DELETE FROM events_trash WHERE deleted_at < now() - make_interval(days => $1)`,
      [TRASH_DAYS],
    );
  }
}
