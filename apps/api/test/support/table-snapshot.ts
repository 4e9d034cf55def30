import { sql } from '../test-app';

/**
 * Every row of every table of the public schema, bytea included, rows sorted. As 'row' (the
 * default) each is PostgreSQL's text of the row: equal means byte-identical, an SQL NULL and a
 * jsonb null told apart. As 'json' each is row_to_json's text, for a test that reads the columns
 * by name (it prints both nulls alike).
 */
export async function tableSnapshot(
  databaseUrl: string,
  as: 'row' | 'json' = 'row',
): Promise<Record<string, string[]>> {
  const tables = await sql<{ name: string }>(
    databaseUrl,
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  );
  const text = as === 'row' ? 't::text' : 'row_to_json(t)::text';
  const result: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await sql<{ j: string }>(
      databaseUrl,
      `SELECT ${text} AS j FROM "${name}" t ORDER BY 1`,
    );
    result[name] = rows.map((r) => r.j);
  }
  return result;
}
