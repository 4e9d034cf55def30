const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'federation-runtime',
  testEnvironment: 'node',
  // provide-to-remotes.ts imports one file of webpack-bundler-runtime directly, and it is ESM only.
  transformIgnorePatterns: ['/node_modules/(?!@module-federation/)'],
};
