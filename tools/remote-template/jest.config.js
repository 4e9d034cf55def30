const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'remote-template',
  testEnvironment: '<rootDir>/../jest/jsdom-environment.js',
  setupFilesAfterEnv: ['<rootDir>/../jest/jsdom-setup.ts'],
  moduleNameMapper: { '\\.(css)$': '<rootDir>/../jest/style-mock.js' },
};
