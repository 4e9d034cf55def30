// Runs the API exactly as `npm start` does (src/main.ts: embedded PostgreSQL, signal handling), in
// a child Node process a test can send signals to.
//   PORT=... DATA_DIR=... node api-child.cjs
require('./register-ts.cjs');
require('../../src/main.ts');
