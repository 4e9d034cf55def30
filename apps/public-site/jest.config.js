const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'public-site',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/jsdom-setup.ts'],
};
