import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An entry's undo is no longer a stored HTTP request but the typed undo of its kind of record
 * (apps/api/src/audit/undo.ts), which reads the entry's `before`: the column `undo` becomes the
 * flag `undoable`. An old entry keeps its undo when the typed one can do it from what the entry
 * holds; the others say they cannot be undone: hours and holiday writes (their old entries have
 * no `before`) and scheduled content (the entry does not name the version). The column is
 * rewritten by ALTER TABLE, which no row trigger sees: the History stays append-only.
 */
export class AuditTypedUndo1763712000060 implements MigrationInterface {
  name = 'AuditTypedUndo1763712000060';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE audit_log ALTER COLUMN undo TYPE boolean USING (
        undo IS NOT NULL AND (
          entity IN ('seasons', 'special-days', 'alerts')
          OR (entity = 'events' AND action IN ('update', 'delete', 'occurrence-update', 'occurrence-reset'))
          OR (entity = 'users' AND action = 'update')
          OR (entity = 'content' AND action IN ('publish', 'restore'))))`);
    await db.query('ALTER TABLE audit_log RENAME COLUMN undo TO undoable');
    await db.query(
      'ALTER TABLE audit_log ALTER COLUMN undoable SET DEFAULT false, ALTER COLUMN undoable SET NOT NULL',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    // The stored requests cannot come back: every entry then says it cannot be undone.
    await db.query(
      'ALTER TABLE audit_log ALTER COLUMN undoable DROP NOT NULL, ALTER COLUMN undoable DROP DEFAULT',
    );
    await db.query('ALTER TABLE audit_log ALTER COLUMN undoable TYPE jsonb USING NULL');
    await db.query('ALTER TABLE audit_log RENAME COLUMN undoable TO undo');
  }
}
