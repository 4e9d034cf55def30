import { sql } from '../test-app';

/**
 * Every row of every table of the public schema, bytea included, as PostgreSQL prints it (rows
 * sorted): equal means byte-identical.
 */
export async function tableSnapshot(databaseUrl: string): Promise<Record<string, string[]>> {
  const tables = await sql<{ name: string }>(
    databaseUrl,
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  );
  const result: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await sql<{ j: string }>(
      databaseUrl,
      `SELECT row_to_json(t)::text AS j FROM "${name}" t ORDER BY 1`,
    );
    result[name] = rows.map((r) => r.j);
  }
  return result;
}
