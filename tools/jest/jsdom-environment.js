// jsdom with Node's own WHATWG network classes: MSW builds Node Requests, which refuse jsdom's own
// FormData, Blob, File and AbortSignal (or turn them into "[object FormData]").
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'BroadcastChannel',
  'structuredClone',
];

/** Where jsdom-setup.ts reads the rejections nobody handled (see `handleTestEvent`). */
const UNHANDLED_REJECTIONS = Symbol.for('furnace.unhandledRejections');

class JsdomWithNodeFetch extends TestEnvironment {
  constructor(config, context) {
    const { timeZone, ...options } = config.projectConfig.testEnvironmentOptions;
    super(
      {
        ...config,
        projectConfig: {
          ...config.projectConfig,
          // jsdom's default 'browser' condition would resolve `msw/node` to nothing.
          testEnvironmentOptions: { ...options, customExportConditions: [''] },
        },
      },
      context,
    );
    // The browser's time zone is the project's (tools/jest/test-clock.js), not the machine's. Node
    // applies a new TZ at once, to this worker's Date and Intl.
    if (timeZone) process.env.TZ = timeZone;
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
    this.unhandledRejections = [];
    this.global[UNHANDLED_REJECTIONS] = this.unhandledRejections;
  }

  /** The rejections still unhandled, so jsdom-setup.ts fails the test that left one behind. */
  handleTestEvent(event) {
    if (event.name === 'error' && event.promise) {
      this.unhandledRejections.push({ promise: event.promise, error: event.error });
    } else if (event.name === 'error_handled') {
      const index = this.unhandledRejections.findIndex(({ promise }) => promise === event.promise);
      if (index !== -1) this.unhandledRejections.splice(index, 1);
    }
  }
}

module.exports = JsdomWithNodeFetch;
