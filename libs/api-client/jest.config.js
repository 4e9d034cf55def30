const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'api-client',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/jsdom-setup.ts'],
};
