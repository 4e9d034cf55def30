import { EventEntity } from '../events/event.entity';
import { StoredFileEntity } from '../files/stored-file.entity';
import { HolidayEntity } from '../holidays/holiday.entity';
import { OpeningHoursEntity } from '../hours/opening-hours.entity';
import { UserEntity } from '../users/user.entity';

export const ENTITIES = [
  OpeningHoursEntity,
  HolidayEntity,
  UserEntity,
  EventEntity,
  StoredFileEntity,
];
