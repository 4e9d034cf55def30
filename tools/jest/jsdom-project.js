// The Jest config of a browser-side project (jsdom, the fake API, the pinned clock and time zone):
// `module.exports = jsdomProject({ displayName: 'admin' })` in its jest.config.js.
const path = require('node:path');
const preset = require('../../jest.preset.js');
const { TEST_NOW, TEST_TIME_ZONE } = require('./test-clock');

module.exports = function jsdomProject(project) {
  return {
    ...preset,
    testEnvironment: path.join(__dirname, 'jsdom-environment.js'),
    testEnvironmentOptions: { timeZone: TEST_TIME_ZONE },
    setupFilesAfterEnv: [path.join(__dirname, 'jsdom-setup.ts')],
    fakeTimers: { now: TEST_NOW },
    // A safety net for a busy machine, not a pace: tests wait for what they expect, never for time.
    testTimeout: 30_000,
    ...project,
  };
};
