const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'ui',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/jsdom-setup.ts'],
};
