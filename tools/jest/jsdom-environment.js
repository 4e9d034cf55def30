// jsdom with Node's own WHATWG network classes. MSW (the one way tests fake the API, see
// libs/api-client/src/testing) intercepts fetch and XMLHttpRequest and builds Node Requests and
// Responses; jsdom lacks some of these classes and has its own incompatible FormData, Blob, File and
// AbortSignal, which Node's Request would refuse or turn into "[object FormData]". So every class
// that crosses that boundary is Node's in both worlds.
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

class JsdomWithNodeFetch extends TestEnvironment {
  constructor(config, context) {
    super(
      {
        ...config,
        projectConfig: {
          ...config.projectConfig,
          // jsdom's default 'browser' condition would resolve `msw/node` to nothing.
          testEnvironmentOptions: {
            ...config.projectConfig.testEnvironmentOptions,
            customExportConditions: [''],
          },
        },
      },
      context,
    );
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithNodeFetch;
