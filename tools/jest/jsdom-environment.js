// jsdom lacks the WHATWG fetch classes that Node 20 has; tests build Responses, so lend them.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['Response', 'Request', 'Headers', 'ReadableStream', 'structuredClone']) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
