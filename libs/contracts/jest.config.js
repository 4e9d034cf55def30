const preset = require('../../jest.preset.js');

module.exports = { ...preset, displayName: 'contracts', testEnvironment: 'node' };
