// Bundles only our TypeScript (the app and the @furnace/* libraries, which ship as TS source).
// Every other bare import stays a runtime require(): node_modules are present where the API runs,
// and NestJS 12's ESM-only packages load through Node's require(esm).
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

module.exports = {
  target: 'node20',
  mode: 'production',
  context: __dirname,
  entry: {
    main: './src/main.ts',
    cli: './src/cli.ts',
  },
  output: {
    path: path.join(root, 'dist/apps/api'),
    filename: '[name].js',
    libraryTarget: 'commonjs2',
    clean: true,
  },
  devtool: 'source-map',
  resolve: { extensions: ['.ts', '.js', '.json'] },
  // Every bare import except @furnace/*: not a relative or absolute path.
  externals: /^(?![./]|@furnace\/)/,
  externalsType: 'commonjs',
  module: {
    // One file per entry: lazy import()s of our own code stay inside the bundle.
    parser: { javascript: { dynamicImportMode: 'eager' } },
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules[\\/](?!@furnace)/,
        use: {
          loader: 'swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', decorators: true },
              transform: { legacyDecorator: true, decoratorMetadata: true },
              target: 'es2022',
              keepClassNames: true,
            },
            module: { type: 'es6' },
          },
        },
      },
    ],
  },
  optimization: {
    // Class names matter to Nest (providers, loggers); a few hundred KB on a server do not.
    minimize: false,
  },
  stats: 'errors-warnings',
  ignoreWarnings: [/Critical dependency/],
};
