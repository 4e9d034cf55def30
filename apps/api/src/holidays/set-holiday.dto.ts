import { setHolidaySchema } from '@furnace/contracts';
import { PayloadDto } from '../common/payload-dto';

/** POST /holidays/set body (its rules: setHolidaySchema in @furnace/contracts). */
export class SetHolidayDto extends PayloadDto(setHolidaySchema) {}

export interface HolidayChange {
  date: string;
  /** null: remove the holiday on that date. */
  description: string | null;
}

export function holidayChange(dto: SetHolidayDto): HolidayChange {
  return { date: dto.date, description: dto.description ? dto.description : null };
}
