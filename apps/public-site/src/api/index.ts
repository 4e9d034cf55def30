// The remote's one API layer: pages import their data calls from here, never call fetch themselves.
export { fetchHours, fetchHoursStatus } from '@furnace/api-client';
export { fetchEvents, fetchUpcomingEvents } from './events';
export { fileExists } from './files';
