// Listed explicitly (no globs): the API ships as one bundle, and the order is the history.
import { CreateOpeningHoursAndHolidays1763712000000 } from './1763712000000-create-opening-hours-and-holidays';
import { SeedMuseumHours1763712000001 } from './1763712000001-seed-museum-hours';

export const MIGRATIONS = [CreateOpeningHoursAndHolidays1763712000000, SeedMuseumHours1763712000001];
