import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The History is what staff trust, so the database itself keeps it append-only, for every role
 * the site may connect as (a trigger binds the owner and superusers too, where a REVOKE would
 * not): an entry cannot be deleted, and of its columns only two may change: `reverted_at` (set
 * when the change is undone, cleared when the undo is undone) and `user_id` (set to NULL by the
 * foreign key when the account is deleted; the entry keeps its `username`). A restore replaces
 * the whole schema, which a row trigger does not stop. No row changes here.
 */
export class AuditLogAppendOnly1763712000050 implements MigrationInterface {
  name = 'AuditLogAppendOnly1763712000050';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          RAISE EXCEPTION 'The History is append-only: entry % cannot be deleted.', OLD.id
            USING ERRCODE = 'insufficient_privilege';
        END IF;
        IF (to_jsonb(NEW) - 'reverted_at' - 'user_id') IS DISTINCT FROM
           (to_jsonb(OLD) - 'reverted_at' - 'user_id')
           OR (NEW.user_id IS DISTINCT FROM OLD.user_id AND NEW.user_id IS NOT NULL) THEN
          RAISE EXCEPTION 'The History is append-only: entry % cannot be changed.', OLD.id
            USING ERRCODE = 'insufficient_privilege';
        END IF;
        RETURN NEW;
      END
      $$`);
    await db.query(`
      CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER audit_log_append_only ON audit_log');
    await db.query('DROP FUNCTION audit_log_append_only()');
  }
}
