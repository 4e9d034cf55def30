import {
  normalRanges,
  parseClockTime,
  setHoursSchema,
  type TimeRange,
  type Weekday,
} from '@furnace/contracts';
import { PayloadDto } from '../common/payload-dto';

/** POST /hours/set body, in either form (its rules: setHoursSchema in @furnace/contracts). */
export class SetHoursDto extends PayloadDto(setHoursSchema) {}

export interface HoursChange {
  day: Weekday;
  /** The day's ranges in the regular week ('HH:MM:SS', by opening time); none: closed that day. */
  ranges: TimeRange[];
}

export function hoursChange(dto: SetHoursDto): HoursChange {
  if (dto.ranges !== undefined) return { day: dto.day, ranges: normalRanges(dto.ranges) };
  if (dto.start_time === null || dto.start_time === '') return { day: dto.day, ranges: [] };
  return {
    day: dto.day,
    ranges: [
      {
        open_time: parseClockTime(dto.start_time) as string,
        close_time: parseClockTime(dto.end_time) as string,
      },
    ],
  };
}
