// One flat config for the workspace. The module boundaries keep the architecture: a remote never
// imports another remote, the API never imports browser code.
import nx from '@nx/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import furnace from './tools/eslint/file-naming.mjs';

/** A project tagged `sourceTag` may import only projects with one of `tags`. */
const only = (sourceTag, ...tags) => ({ sourceTag, onlyDependOnLibsWithTags: tags });

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/.data', '**/test-results', '**/playwright-report', '**/tmp'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    plugins: { furnace },
    rules: {
      // One naming rule for every file (CONTRIBUTING.md "File names").
      'furnace/file-naming': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [
            // Test and bench harness shared by e2e/ and tools/bench (not application code): every
            // file of tools/lib (an entry without '*' is a regular expression, matched anywhere).
            '../../tools/lib/',
            // How the API's tests read a page's head; the journeys read it the same way.
            '../../apps/api/test/support/page-html',
            // The fake-timer helper of every jsdom test, for a project's own test helpers.
            '../../../../tools/jest/fake-timers',
          ],
          depConstraints: [
            only('scope:shell', 'scope:shell', 'scope:shared'),
            only('scope:public', 'scope:public', 'scope:shared'),
            only('scope:admin', 'scope:admin', 'scope:shared'),
            only('scope:api', 'scope:api', 'scope:shared'),
            only('scope:extra', 'scope:shared'),
            only('scope:shared', 'scope:shared'),
            only('scope:e2e', 'scope:shared', 'scope:api'),
            only('type:app', 'type:feature', 'type:ui', 'type:data-access', 'type:util'),
            only('type:feature', 'type:feature', 'type:ui', 'type:data-access', 'type:util'),
            only('type:ui', 'type:ui', 'type:util'),
            only('type:data-access', 'type:data-access', 'type:util'),
            only('type:util', 'type:util'),
            only('platform:node', 'platform:node', 'platform:any'),
            only('platform:browser', 'platform:browser', 'platform:any'),
            only('platform:any', 'platform:any'),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    // Hooks live in .ts files too (use-api-query.ts, useOpenStatus.ts): check them all in the
    // browser code. Not the API, whose `use*` methods (app.useGlobalPipes) are not React hooks.
    files: [
      'apps/{shell,public-site,admin}/src/**/*.{ts,tsx}',
      'libs/{ui,auth,api-client,router}/src/**/*.{ts,tsx}',
      'tools/remote-template/src/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // A remote's feature folder (src/features/<a>) may not reach into another feature's files:
    // what two features share moves to the remote's components/ or hooks/, or to a library.
    files: ['apps/*/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^./][^/]*/|^(\\.\\./)+features/',
              message:
                "Another feature's internals: move what both need to the remote's components/ or hooks/, or to a library.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs', '**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: globals.node,
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Build and test configuration is not application code: it may reach shared files in tools/.
    files: [
      '**/*.config.js',
      '**/*.config.mjs',
      '**/*.config.ts',
      '**/jest.preset.js',
      'tools/*.mjs',
      'tools/{bench,lib,jest,webpack}/**/*',
    ],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  prettier,
];
