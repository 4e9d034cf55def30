// Public surface of @furnace/opening-hours: the museum's OPEN/CLOSED status and the clock, date and
// zone helpers the API validates its input with. Pure functions; depends only on luxon and
// @furnace/contracts.
export { computeOpenStatus, type OpenStatusInput } from './open-status';
export { formatTime12h, parseClockTime } from './clock-time';
export { isValidIsoDate, museumDate } from './calendar-date';
export { isValidTimeZone } from './time-zone';
