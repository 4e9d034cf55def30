/**
 * Where the shell leaves its federation runtime for the remotes. The first name is Module
 * Federation's own (`experiments.externalRuntime` reads it); the second is ours.
 */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';
export const BUNDLER_RUNTIME_GLOBAL = '_FURNACE_FEDERATION_BUNDLER_RUNTIME';

export function federationGlobals(): Record<string, unknown> {
  return globalThis as unknown as Record<string, unknown>;
}
