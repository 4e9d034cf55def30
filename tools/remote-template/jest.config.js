const jsdomProject = require('../../tools/jest/jsdom-project.js');

module.exports = jsdomProject({
  displayName: 'remote-template',
  moduleNameMapper: { '\\.(css)$': '<rootDir>/../jest/style-mock.js' },
});
