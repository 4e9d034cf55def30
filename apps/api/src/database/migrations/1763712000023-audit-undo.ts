import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An audit entry can carry how to undo it (a request the API makes on the admin's behalf: the
 * hours or holiday as they were, an event back from the trash, a role as it was), and which later
 * entry reverted it.
 */
export class AuditUndo1763712000023 implements MigrationInterface {
  name = 'AuditUndo1763712000023';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE audit_log ADD COLUMN undo jsonb');
    await db.query('ALTER TABLE audit_log ADD COLUMN reverted_at timestamptz');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE audit_log DROP COLUMN reverted_at');
    await db.query('ALTER TABLE audit_log DROP COLUMN undo');
  }
}
