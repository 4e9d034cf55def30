const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'public-site',
  testEnvironment: '<rootDir>/../../tools/jest/jsdom-environment.js',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/jsdom-setup.ts'],
};
