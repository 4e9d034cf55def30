// The clock and time zone of every jsdom test: each starts at TEST_NOW (Date only, ticking), in
// TEST_TIME_ZONE, whatever the machine's. To run the suites at another instant or zone on purpose:
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
