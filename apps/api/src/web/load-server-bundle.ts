import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { Script, constants, createContext, type Context } from 'node:vm';

/** The Node modules React's renderer for Node requires: the shell's bundle's alone. */
const SHELL_BUILT_INS = ['async_hooks', 'buffer', 'crypto', 'stream', 'stream/consumers', 'util'];
const NOT_ALLOWED = 'which a server bundle may not';
const NOT_SHARED = "which the shell's server bundle does not share";

/**
 * The server bundles' own node:vm context (ADR 13; no security boundary). Everything crosses as a
 * copy: an object of the API's would hand in its `Function`, the way to `process`.
 */
export class ServerBundleSandbox {
  private readonly context: Context;
  private readonly bridge: Bridge;
  /** The bundles' timers by number (a Node timer object is the API's). */
  private readonly timers = new Map<number, () => void>();
  private nextTimer = 1;

  constructor() {
    this.context = createContext(constants.DONT_CONTEXTIFY, {
      name: 'server render',
      codeGeneration: { strings: false, wasm: false },
    });
    const makeBridge = new Script(BRIDGE, { filename: 'server-bundle-bridge.js' }).runInContext(
      this.context,
    ) as (host: ReturnType<ServerBundleSandbox['host']>) => Bridge;
    this.bridge = makeBridge(this.host());
  }

  /** Runs CommonJS `file`; `shared`: a remote's modules from the shell's (else SHELL_BUILT_INS). */
  load<T>(file: string, shared?: unknown): T {
    const source = readFileSync(file, 'utf8');
    if (shared !== undefined && DYNAMIC_IMPORT.test(source)) {
      // import() in a vm script loads through Node's loader, or fails with an error of the API's.
      throw new Error(`${file} uses import(), which a server bundle may not`);
    }
    const wrapper = new Script(
      `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
      { filename: file },
    ).runInContext(this.context);
    if (shared !== undefined && !this.bridge.isOwn(shared)) {
      throw new Error('The shared modules must be exports of a bundle of this sandbox');
    }
    let modules = shared;
    if (modules === undefined) {
      const builtIns = (modules = this.bridge.parse('{}') as Record<string, unknown>);
      for (const name of SHELL_BUILT_INS)
        builtIns[name] = builtIns[`node:${name}`] = process.getBuiltinModule(name);
    }
    const refusal = shared === undefined ? NOT_ALLOWED : NOT_SHARED;
    const exports = this.bridge.runModule(wrapper, file, dirname(file), modules, refusal);
    return Object.fromEntries(
      Object.entries(exports as object).map(([key, value]) => [
        key,
        typeof value === 'function' ? (...args: unknown[]) => this.call(value, ...args) : value,
      ]),
    ) as T;
  }

  private call(fn: unknown, ...args: unknown[]): Promise<unknown> {
    return new Promise((resolve, reject) =>
      this.bridge.settle(fn, this.toContext(args), (ok: boolean, value: unknown) =>
        // Never throws back into the context (a rejection left there unhandled ends the process):
        // a copy that fails rejects the call.
        ok
          ? resolve(new Promise((copied) => copied(this.fromContext(value))))
          : reject(new Error(String(value))),
      ),
    );
  }

  private host() {
    return {
      setTimer: (immediate: boolean, callback: () => void, ms: number) => {
        const id = this.nextTimer++;
        const fire = () => this.timers.delete(id) && callback();
        const handle = immediate ? setImmediate(fire) : setTimeout(fire, Number(ms) || 0);
        const clear = immediate ? clearImmediate : clearTimeout;
        this.timers.set(id, () => this.timers.delete(id) && clear(handle as never));
        return id;
      },
      clearTimer: (id: number) => this.timers.get(Number(id))?.(),
      /** The context's bytes read in place; only the text (a primitive) goes back. */
      decode: (bytes: Uint8Array) => new TextDecoder().decode(bytes),
      log: (level: string, text: string) =>
        (level === 'error' ? console.error : console.warn)(`[server bundle] ${String(text)}`),
      invoke: async (fn: (...args: unknown[]) => unknown, args: unknown, done: Done) => {
        try {
          done(true, this.toContext(await fn(...(this.fromContext(args) as unknown[]))));
        } catch (error) {
          const status = (error as { status?: unknown } | null)?.status;
          done(false, String((error as Error)?.message ?? error), Number(status) || undefined);
        }
      },
    };
  }

  /** A value of the API's as the context's own: functions wrapped, the context's kept, data copied. */
  private toContext(value: unknown): unknown {
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return value;
    if (this.bridge.isOwn(value)) return value;
    if (typeof value === 'function') return this.bridge.wrap(value);
    // Anything but a plain object or array (a Date) as JSON, as the browser would get it.
    const array = Array.isArray(value);
    if (!array && Object.getPrototypeOf(value) !== Object.prototype)
      return this.bridge.parse(JSON.stringify(value));
    const copy = this.bridge.parse(array ? '[]' : '{}') as Record<string, unknown>;
    for (const [key, item] of Object.entries(value)) copy[key] = this.toContext(item);
    return copy;
  }

  /** A value of the context's as the API's: data copied, functions kept (only to hand back). */
  private fromContext(value: unknown, depth = 0): unknown {
    if (value === null || typeof value !== 'object') return value;
    if (depth > 64) throw new Error('A server bundle gave a value nested too deep');
    if (Array.isArray(value)) return value.map((item) => this.fromContext(item, depth + 1));
    if (!this.bridge.isPlain(value)) return value; // a module's namespace: kept for `load`
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, this.fromContext(item, depth + 1)]),
    );
  }
}

/** An `import(`, comments between included. */
const DYNAMIC_IMPORT = /\bimport\s*(?:\/\*[\s\S]*?\*\/\s*|\/\/[^\n]*\n\s*)*\(/;

/** `status`: a failed API read's HTTP status (a 404 is the page's "not found"). */
type Done = (ok: boolean, value: unknown, status?: number) => void;

interface Bridge {
  parse(json: string): unknown;
  isOwn(value: unknown): boolean;
  isPlain(value: unknown): boolean;
  wrap(fn: unknown): unknown;
  settle(fn: unknown, args: unknown, done: Done): void;
  runModule(
    wrapper: unknown,
    file: string,
    folder: string,
    modules: unknown,
    refusal: string,
  ): unknown;
}

/**
 * Runs before any bundle, keeping the built-ins it needs (a bundle may change them later); gives
 * the host only primitives and the context's own values. Globals: what bundles use, not bundle.
 */
const BRIDGE = `'use strict';
(function (host) {
  const { parse } = JSON;
  const { getPrototypeOf, hasOwn, freeze } = Object;
  const ContextObject = Object;
  const ObjectPrototype = Object.prototype;
  const hasInstance = Function.prototype[Symbol.hasInstance];
  const ArrayPrototype = Array.prototype;
  const ContextPromise = Promise;
  const ContextError = Error;
  const resolved = Promise.resolve();
  const then = Promise.prototype.then;
  const apply = Reflect.apply;
  // \`instanceof Object\` of this context, never through a \`Symbol.hasInstance\` a bundle sets.
  const isOwn = (value) => apply(hasInstance, ContextObject, [value]);
  const later = (callback, ms, ...args) =>
    host.setTimer(false, () => callback(...args), Number(ms) || 0);
  const soon = (callback, ...args) => host.setTimer(true, () => callback(...args), 0);
  const clear = (id) => void (typeof id === 'number' && host.clearTimer(id));
  const line = (level) => (...args) => host.log(level, args.map((arg) => String(arg)).join(' '));
  const console = freeze({ log: line('log'), info: line('log'), warn: line('warn'), error: line('error'), debug: line('log') });
  /** UTF-8 only, in the context's own typed arrays. */
  class TextEncoder {
    encode(text = '') {
      return Uint8Array.from(unescape(encodeURIComponent(String(text).toWellFormed())), (c) => c.charCodeAt(0));
    }
  }
  class TextDecoder {
    decode(bytes = new Uint8Array(0)) {
      return host.decode(ArrayBuffer.isView(bytes) ? bytes : new Uint8Array(bytes));
    }
  }
  const fire = Symbol('abort');
  class AbortSignal {
    aborted = false;
    reason = undefined;
    #listeners = [];
    [fire](reason = Object.assign(new Error('This operation was aborted'), { name: 'AbortError' })) {
      if (this.aborted) return;
      this.aborted = true;
      this.reason = reason;
      for (const listener of this.#listeners.splice(0)) listener({ type: 'abort', target: this });
    }
    addEventListener(type, listener) {
      if (type === 'abort' && typeof listener === 'function') this.#listeners.push(listener);
    }
    removeEventListener(type, listener) {
      this.#listeners = this.#listeners.filter((kept) => kept !== listener);
    }
    static abort(reason) {
      const signal = new AbortSignal();
      signal[fire](reason);
      return signal;
    }
  }
  class AbortController {
    signal = new AbortSignal();
    abort(reason) {
      this.signal[fire](reason);
    }
  }
  Object.assign(globalThis, {
    AbortController,
    AbortSignal,
    TextEncoder,
    TextDecoder,
    setTimeout: later,
    setImmediate: soon,
    clearTimeout: clear,
    clearImmediate: clear,
    queueMicrotask: (callback) => void apply(then, resolved, [() => callback()]),
    console,
  });
  return freeze({
    parse: (json) => parse(json),
    isOwn,
    isPlain: (value) => {
      const proto = getPrototypeOf(value);
      return proto === ObjectPrototype || proto === ArrayPrototype || proto === null;
    },
    wrap: (fn) => (...args) =>
      new ContextPromise((resolve, reject) =>
        host.invoke(fn, args, (ok, value, status) =>
          ok ? resolve(value) : reject(Object.assign(new ContextError(value), status && { status })),
        ),
      ),
    settle: (fn, args, done) =>
      apply(then, new ContextPromise((resolve) => resolve(apply(fn, undefined, args))), [
        (value) => done(true, value),
        (error) => done(false, String((error && error.message) || error)),
      ]),
    runModule: (wrapper, file, folder, modules, refusal) => {
      const require = (id) => {
        if (typeof id === 'string' && hasOwn(modules, id)) return modules[id];
        throw new ContextError(file + ' requires ' + String(id) + ', ' + refusal);
      };
      const module = { exports: {} };
      apply(wrapper, module.exports, [module.exports, require, module, file, folder]);
      return module.exports;
    },
  });
})`;
