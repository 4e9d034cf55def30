const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'shell',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/jsdom-setup.ts'],
};
