import { Client } from 'pg';
import { sql } from '../test-app';

/**
 * How many statements of this database wait on a lock. Asked on a connection of its own: inside a
 * transaction the statistics are one snapshot.
 */
export async function lockWaiters(databaseUrl: string): Promise<number> {
  const [{ waiting }] = await sql<{ waiting: number }>(
    databaseUrl,
    `SELECT count(*)::int AS waiting FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return waiting;
}

/** Resolves (true) once `count` statements of this database wait on a lock. */
export async function waitForLockWaiters(databaseUrl: string, count: number): Promise<true> {
  for (;;) if ((await lockWaiters(databaseUrl)) >= count) return true;
}

/**
 * Runs `work` while a connection of its own holds `lock` (a LOCK TABLE statement) in an open
 * transaction; `release` commits it, and the transaction is rolled back after `work` otherwise.
 */
export async function whileLocked<T>(
  databaseUrl: string,
  lock: string,
  work: (release: () => Promise<void>) => Promise<T>,
): Promise<T> {
  const hold = new Client({ connectionString: databaseUrl });
  await hold.connect();
  try {
    await hold.query('BEGIN');
    await hold.query(lock);
    return await work(async () => void (await hold.query('COMMIT')));
  } finally {
    await hold.end();
  }
}
