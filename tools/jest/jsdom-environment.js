// MSW's jsdom (jest-fixed-jsdom: Node's own fetch, Request, FormData, Blob, streams, and no
// 'browser' export condition, which would resolve `msw/node` to nothing), with Node's File too,
// the project's time zone and the rejections nobody handled.
const FixedJsdomEnvironment = require('jest-fixed-jsdom');

/** Where jsdom-setup.ts reads the rejections nobody handled (see `handleTestEvent`). */
const UNHANDLED_REJECTIONS = Symbol.for('furnace.unhandledRejections');

class JsdomWithNodeFetch extends FixedJsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    // The browser's time zone is the project's (tools/jest/test-clock.js), not the machine's. Node
    // applies a new TZ at once, to this worker's Date and Intl.
    const { timeZone } = config.projectConfig.testEnvironmentOptions;
    if (timeZone) process.env.TZ = timeZone;
    this.global.File = File; // MSW's Node Requests refuse jsdom's own
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
