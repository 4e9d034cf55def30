const preset = require('../../jest.preset.js');

module.exports = { ...preset, displayName: 'opening-hours', testEnvironment: 'node' };
