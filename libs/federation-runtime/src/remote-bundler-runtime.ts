/**
 * Stands in for @module-federation/webpack-bundler-runtime inside every remote (tools/webpack/
 * common.js aliases the package's entry to this file). It has the same shape as the package's
 * default export, but takes the functions from the shell (provide-to-remotes.ts) instead of
 * bundling them: about 3 KB gzipped less per remote. They hold no state of their own; the state
 * that is per container stays here: the share-scope object `S`, the instance and its options, and
 * @module-federation/runtime, whose module-level instance must not be the shell's.
 */
import * as runtime from '@module-federation/runtime';
import { BUNDLER_RUNTIME_GLOBAL, federationGlobals } from './globals';
import type { BundlerRuntimeForRemotes } from './provide-to-remotes';

function fromShell(): BundlerRuntimeForRemotes {
  const provided = federationGlobals()[BUNDLER_RUNTIME_GLOBAL] as
    BundlerRuntimeForRemotes | undefined;
  if (!provided) {
    throw new Error(
      'This remote borrows its federation runtime from the shell and runs only inside it ' +
        '(see @furnace/federation-runtime).',
    );
  }
  return provided;
}

const shell = fromShell();

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  // Remotes load no remotes of their own (`disableRemote`), so they get no `remotes` handler.
  bundlerRuntime: { ...shell.bundlerRuntime, remotes: undefined, S: {} },
  attachShareScopeMap: shell.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
