// @furnace/opening-hours (README.md): pure functions over luxon and @furnace/contracts.
export * from './schedule';
export * from './status';
export * from './open-days';
export * from './time-zone';
// From contracts: '9:00 AM', the one format of a time for visitors and staff alike, and the dates.
export {
  dayNumber,
  formatTime12h,
  isoDateOf,
  isValidIsoDate,
  parseClockTime,
} from '@furnace/contracts';
