export { dayText } from '@furnace/opening-hours';
