/**
 * The shell's Module Federation runtime plugin (`federationRuntime.shellPlugin` in
 * tools/webpack/common.js). It lends the shell's federation runtime to every remote, so a visitor
 * downloads it once, not once per remote: a remoteEntry.js went from 18.8 to 4.8 KB gzipped, for
 * 0.35 KB more in the shell (see README, "Why remotes borrow the shell's federation runtime").
 *
 * Two parts are lent:
 * - @module-federation/runtime-core, for remotes built with `experiments.externalRuntime`.
 *   MF's stock provider (`provideExternalRuntime`) hands over the whole package, which defeats tree
 *   shaking and costs the shell more than the remotes save; this hands over exactly the names that
 *   @module-federation/runtime and webpack-bundler-runtime import, all bundled in the shell anyway.
 * - the functions of @module-federation/webpack-bundler-runtime, which remote-bundler-runtime.ts
 *   puts together with the remote's own per-container state.
 * federation-runtime.spec.ts fails if an upgrade of @module-federation/* needs more than this.
 */
// A namespace import, read name by name below: webpack still bundles only the names read.
import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
// The shell exposes nothing, so its own bundler runtime leaves this one out; remotes need it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL, RUNTIME_CORE_GLOBAL, federationGlobals } from './globals';

export const runtimeCoreForRemotes = {
  CurrentGlobal: runtimeCore.CurrentGlobal,
  Module: runtimeCore.Module,
  ModuleFederation: runtimeCore.ModuleFederation,
  assert: runtimeCore.assert,
  getGlobalFederationConstructor: runtimeCore.getGlobalFederationConstructor,
  getRemoteEntry: runtimeCore.getRemoteEntry,
  getRemoteInfo: runtimeCore.getRemoteInfo,
  helpers: runtimeCore.helpers,
  loadScript: runtimeCore.loadScript,
  loadScriptNode: runtimeCore.loadScriptNode,
  registerGlobalPlugins: runtimeCore.registerGlobalPlugins,
  satisfy: runtimeCore.satisfy,
  setGlobalFederationConstructor: runtimeCore.setGlobalFederationConstructor,
  setGlobalFederationInstance: runtimeCore.setGlobalFederationInstance,
};

export type BundlerRuntimeForRemotes = {
  bundlerRuntime: typeof bundlerRuntime;
  attachShareScopeMap: typeof attachShareScopeMap;
};

export const bundlerRuntimeForRemotes: BundlerRuntimeForRemotes = {
  bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
  attachShareScopeMap,
};

/** Puts both parts on globalThis. Idempotent: the first provider on the page wins. */
export function provideFederationRuntime(): void {
  const globals = federationGlobals();
  globals[RUNTIME_CORE_GLOBAL] ??= runtimeCoreForRemotes;
  globals[BUNDLER_RUNTIME_GLOBAL] ??= bundlerRuntimeForRemotes;
}

export default function provideToRemotes(): ModuleFederationRuntimePlugin {
  return {
    name: 'furnace-provide-federation-runtime',
    // The shell initialises before it loads any remoteEntry.js, so this is always in time.
    beforeInit(args) {
      provideFederationRuntime();
      return args;
    },
  };
}
