const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'ui',
  testEnvironment: '<rootDir>/../../tools/jest/jsdom-environment.js',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/jsdom-setup.ts'],
};
