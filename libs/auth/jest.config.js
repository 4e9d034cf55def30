const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'auth',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/jsdom-setup.ts'],
};
