// Runs the API exactly as `npm start` does (src/main.ts: embedded PostgreSQL, signal handling), in
// a child Node process a test can send signals to. TypeScript is compiled on the fly with
// @swc/core (decorators as in jest.preset.js); ESM-only packages load through require(esm).
//   PORT=... DATA_DIR=... node api-child.cjs
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
Module._extensions['.ts'] = require.extensions['.ts'];

require('../../src/main.ts');
