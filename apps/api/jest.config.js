const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'api',
  testEnvironment: 'node',
  // ONE embedded PostgreSQL for the whole run; each test file makes its own database on it.
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  // A safety net against a hang, never the pass condition: a test waits for what it checks, and
  // on a loaded machine (other runs, CPU hogs) a whole app start can take many times its usual
  // time.
  testTimeout: 120_000,
  // Two cores, two other engineers: two workers is what this machine can give.
  maxWorkers: 2,
};
