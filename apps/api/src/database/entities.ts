import { HolidayEntity } from '../holidays/holiday.entity';
import { OpeningHoursEntity } from '../hours/opening-hours.entity';

export const ENTITIES = [OpeningHoursEntity, HolidayEntity];
