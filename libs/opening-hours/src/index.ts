// Public surface of @furnace/opening-hours: the museum's resolved schedule (special day > season >
// regular week), its OPEN/CLOSED status and open-days line, and the clock, date and zone helpers
// the API validates its input with. Pure functions; depends only on luxon and @furnace/contracts.
export {
  HoursCalendar,
  compileRanges,
  type DayRange,
  type HoursData,
  type ResolvedDay,
  type SeasonInput,
  type SpecialDayInput,
  type WeekInForce,
} from './schedule';
export { computeStatus, rangesText, statusAt, type StatusInput } from './status';
export { openDaysLine } from './open-days';
// '9:00 AM': the one format of a time for visitors and staff alike (from contracts).
export { formatTime12h, parseClockTime } from '@furnace/contracts';
export { isValidIsoDate, museumDate } from './calendar-date';
export { dayNumber, isoDateOf } from './day-number';
export { isValidTimeZone } from './time-zone';
export { secondsUntilStatusChange } from './status-lifetime';
