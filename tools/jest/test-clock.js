// The clock and the time zone of every browser-side (jsdom) test, so that a run does not depend
// on when or where it happens. Each test starts at TEST_NOW (Date only, ticking with real time, so
// a test never crosses midnight by accident); a test about midnight, DST or New Year sets its own
// instant with jest.useFakeTimers({ now }) or jest.setSystemTime. The simulated browser is in
// TEST_TIME_ZONE, whatever the machine's TZ is.
//
// To run the suites at another instant or in another zone on purpose:
//   FURNACE_TEST_NOW=2026-11-27T04:59:30Z  (23:59:30 at the museum, already the 27th in UTC)
//   FURNACE_TEST_TZ=Pacific/Kiritimati
const DEFAULT_NOW = '2026-11-26T17:00:00Z'; // a Thursday, noon at the museum (America/New_York)
const DEFAULT_TIME_ZONE = 'UTC';

const TEST_NOW = Date.parse(process.env.FURNACE_TEST_NOW || DEFAULT_NOW);
if (Number.isNaN(TEST_NOW)) {
  throw new Error(
    `FURNACE_TEST_NOW is not an instant: ${JSON.stringify(process.env.FURNACE_TEST_NOW)}`,
  );
}
const TEST_TIME_ZONE = process.env.FURNACE_TEST_TZ || DEFAULT_TIME_ZONE;
try {
  new Intl.DateTimeFormat('en-US', { timeZone: TEST_TIME_ZONE });
} catch {
  throw new Error(`FURNACE_TEST_TZ is not a time zone: ${JSON.stringify(TEST_TIME_ZONE)}`);
}

module.exports = { TEST_NOW, TEST_TIME_ZONE };
