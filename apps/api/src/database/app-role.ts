import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client, escapeIdentifier as ident, escapeLiteral as literal } from 'pg';
import { keptSecret } from '../config/kept-secret';

const APP_ROLE = 'furnace_app';
const APP_DATABASE = 'furnace';

/** At every start: the app database, SCRAM only, and furnace_app (no superuser) owning it all. */
export async function appDatabaseUrl(
  superuserPassword: string,
  port: number,
  databaseDir: string,
  dataDir: string,
): Promise<string> {
  const serverUrl = `postgres://postgres:${encodeURIComponent(superuserPassword)}@127.0.0.1:${port}`;
  const password = keptSecret(join(dataDir, 'postgres-app-password'), 24);
  const admin = new Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [APP_DATABASE]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${ident(APP_DATABASE)}`);
    await admin.query(`SET password_encryption = 'scram-sha-256'`);
    const { rowCount: scram } = await admin.query(
      `SELECT FROM pg_authid WHERE rolname = current_user AND rolpassword LIKE 'SCRAM-SHA-256$%'`,
    );
    if (!scram) await admin.query(`ALTER ROLE CURRENT_USER PASSWORD ${literal(superuserPassword)}`);
    const exists = (await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_ROLE]))
      .rowCount;
    await admin.query(
      `${exists ? 'ALTER' : 'CREATE'} ROLE ${APP_ROLE} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${literal(password)}`,
    );
    await admin.query(`ALTER DATABASE ${ident(APP_DATABASE)} OWNER TO ${APP_ROLE}`);
    requireScram(databaseDir);
    await admin.query('SELECT pg_reload_conf()');
  } finally {
    await admin.end();
  }

  const db = new Client({ connectionString: `${serverUrl}/${APP_DATABASE}` });
  await db.connect();
  try {
    await db.query(`ALTER SCHEMA public OWNER TO ${APP_ROLE}`);
    // Tables, sequences and views made by earlier releases as the superuser; then functions.
    await db.query(`
      DO $$
      DECLARE object record;
      BEGIN
        FOR object IN
          SELECT c.oid::regclass AS name, c.relkind FROM pg_class c
            JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
             AND pg_get_userbyid(c.relowner) <> '${APP_ROLE}'
             -- sequences owned by a table column follow their table
             AND NOT (c.relkind = 'S' AND EXISTS (
               SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i')))
        LOOP
          EXECUTE format('ALTER %s %s OWNER TO ${APP_ROLE}',
            CASE object.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW'
              WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END,
            object.name);
        END LOOP;
        FOR object IN
          SELECT p.oid::regprocedure AS name FROM pg_proc p
            JOIN pg_namespace n ON n.oid = p.pronamespace
           WHERE n.nspname = 'public' AND pg_get_userbyid(p.proowner) <> '${APP_ROLE}'
        LOOP
          EXECUTE format('ALTER ROUTINE %s OWNER TO ${APP_ROLE}', object.name);
        END LOOP;
      END $$`);
  } finally {
    await db.end();
  }

  return `postgres://${APP_ROLE}:${encodeURIComponent(password)}@127.0.0.1:${port}/${APP_DATABASE}`;
}

/** pg_hba.conf: every `password`, `md5` or `trust` method becomes `scram-sha-256`. */
function requireScram(databaseDir: string): void {
  const file = join(databaseDir, 'pg_hba.conf');
  if (!existsSync(file)) return;
  const before = readFileSync(file, 'utf8');
  // The method ends each line that is not a comment.
  const after = before.replace(
    /^(?![ \t]*#)(.*)\b(password|md5|trust)([ \t\r]*)$/gm,
    '$1scram-sha-256$3',
  );
  if (after !== before) writeFileSync(file, after);
}
