// Public surface of @furnace/opening-hours: the museum's resolved schedule (special day > season >
// regular week), its OPEN/CLOSED status and open-days line, and the clock, date and zone helpers
// the API validates its input with. Pure functions; depends only on luxon and @furnace/contracts.
export * from './schedule';
export * from './status';
export * from './open-days';
export * from './time-zone';
export * from './status-lifetime';
// From contracts: '9:00 AM', the one format of a time for visitors and staff alike, and the dates.
export {
  dayNumber,
  formatTime12h,
  isoDateOf,
  isValidIsoDate,
  parseClockTime,
} from '@furnace/contracts';
