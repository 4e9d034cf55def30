import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import realBundlerRuntime, {
  bundlerRuntime as realBundlerFunctions,
} from '@module-federation/webpack-bundler-runtime';
import * as mfRuntime from '@module-federation/runtime';
import { BUNDLER_RUNTIME_GLOBAL, RUNTIME_CORE_GLOBAL, federationGlobals } from './globals';
import { provideFederationRuntime, runtimeCoreForRemotes } from './provide-to-remotes';

const packageDist = (name: string) =>
  join(dirname(require.resolve(`@module-federation/${name}/package.json`)), 'dist');

/**
 * The ESM files a remote bundles from @module-federation/runtime and webpack-bundler-runtime, found
 * by following their imports from each package's entry, and the names they import from runtime-core.
 */
function runtimeCoreImportsOfRemoteBundle(): { names: Set<string>; wholeNamespace: string[] } {
  const entries = [join(packageDist('webpack-bundler-runtime'), 'index.js')];
  const packageImports: Record<string, string> = {
    '@module-federation/runtime': join(packageDist('runtime'), 'index.js'),
    '@module-federation/runtime/helpers': join(packageDist('runtime'), 'helpers.js'),
  };
  const seen = new Set<string>();
  const names = new Set<string>();
  const wholeNamespace: string[] = [];
  while (entries.length) {
    const file = entries.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [statement, specifiers, from] of source.matchAll(
      /(?:import|export)\s*([^;]*?)\s*from\s*"([^"]+)"/g,
    )) {
      if (from === '@module-federation/runtime-core') {
        const braces = /\{([^}]*)\}/.exec(specifiers);
        if (!braces) wholeNamespace.push(`${file}: ${statement}`);
        for (const name of braces?.[1].split(',') ?? []) {
          const imported = name
            .trim()
            .split(/\s+as\s+/)[0]
            .replace(/^type\s+/, '');
          if (imported) names.add(imported);
        }
      } else if (from.startsWith('.')) {
        entries.push(join(dirname(file), from));
      } else if (packageImports[from]) {
        entries.push(packageImports[from]);
      }
    }
  }
  return { names, wholeNamespace };
}

function loadRemoteStandIn() {
  let standIn: typeof import('./remote-bundler-runtime').default | undefined;
  jest.isolateModules(() => {
    standIn = jest.requireActual('./remote-bundler-runtime').default;
  });
  return standIn as NonNullable<typeof standIn>;
}

afterEach(() => {
  delete federationGlobals()[RUNTIME_CORE_GLOBAL];
  delete federationGlobals()[BUNDLER_RUNTIME_GLOBAL];
});

describe('what the shell lends to remotes', () => {
  it("covers every runtime-core name a remote's federation runtime imports", () => {
    const { names, wholeNamespace } = runtimeCoreImportsOfRemoteBundle();
    expect(wholeNamespace).toEqual([]);
    expect(names.size).toBeGreaterThan(5);
    const provided = Object.keys(runtimeCoreForRemotes);
    expect([...names].filter((name) => !provided.includes(name))).toEqual([]);
  });

  it('lends real functions and objects only, never undefined', () => {
    for (const [name, value] of Object.entries(runtimeCoreForRemotes)) {
      expect([name, value]).not.toEqual([name, undefined]);
    }
  });

  it('puts both parts on globalThis once, and a second provider does not replace them', () => {
    provideFederationRuntime();
    const first = federationGlobals()[BUNDLER_RUNTIME_GLOBAL];
    expect(federationGlobals()[RUNTIME_CORE_GLOBAL]).toBe(runtimeCoreForRemotes);
    provideFederationRuntime();
    expect(federationGlobals()[BUNDLER_RUNTIME_GLOBAL]).toBe(first);
  });
});

describe("a remote's stand-in for webpack-bundler-runtime", () => {
  it('has the shape of the package it replaces', () => {
    provideFederationRuntime();
    const standIn = loadRemoteStandIn();
    expect(Object.keys(standIn).sort()).toEqual(Object.keys(realBundlerRuntime).sort());
    expect(Object.keys(standIn.bundlerRuntime).sort()).toEqual(
      Object.keys(realBundlerFunctions).sort(),
    );
  });

  it("runs the shell's functions but keeps the state of its own container", () => {
    provideFederationRuntime();
    const standIn = loadRemoteStandIn();
    const lent = federationGlobals()[BUNDLER_RUNTIME_GLOBAL] as {
      bundlerRuntime: typeof realBundlerFunctions;
    };
    expect(standIn.bundlerRuntime.consumes).toBe(lent.bundlerRuntime.consumes);
    expect(standIn.bundlerRuntime.init).toBe(lent.bundlerRuntime.init);
    expect(typeof standIn.bundlerRuntime.initContainerEntry).toBe('function');
    expect(standIn.bundlerRuntime.S).toEqual({});
    expect(standIn.bundlerRuntime.S).not.toBe(lent.bundlerRuntime.S);
    expect(standIn.bundlerRuntime.remotes).toBeUndefined();
    // Its own copy of @module-federation/runtime (isolated here as in a remote's bundle).
    expect(Object.keys(standIn.runtime).sort()).toEqual(Object.keys(mfRuntime).sort());
  });

  it('fails with a clear message when loaded without the shell', () => {
    expect(() => loadRemoteStandIn()).toThrow(/runs only inside/);
  });
});
