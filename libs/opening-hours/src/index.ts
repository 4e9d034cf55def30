// @furnace/opening-hours (README.md): pure functions over luxon and @furnace/contracts.
export * from './schedule';
export * from './status';
export * from './open-days';
export * from './time-zone';
