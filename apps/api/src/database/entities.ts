import { HolidayEntity } from '../holidays/holiday.entity';
import { OpeningHoursEntity } from '../hours/opening-hours.entity';
import { UserEntity } from '../users/user.entity';

export const ENTITIES = [OpeningHoursEntity, HolidayEntity, UserEntity];
