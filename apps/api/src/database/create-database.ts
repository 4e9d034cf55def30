import { Client, escapeIdentifier } from 'pg';

/** Creates database `name` on the server at `serverUrl` (a URL without a database path) unless it exists. */
export async function createDatabaseIfMissing(serverUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
