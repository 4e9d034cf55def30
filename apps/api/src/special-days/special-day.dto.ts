import { normalRanges, specialDaySchema, type SpecialDayPayload } from '@furnace/contracts';
import { PayloadDto } from '../common/payload-dto';

/** POST /special-days and PUT /special-days/{id} body (rules: specialDaySchema in contracts). */
export class SpecialDayDto extends PayloadDto(specialDaySchema) {}

export function specialDayPayload(dto: SpecialDayDto): SpecialDayPayload {
  return {
    date_from: dto.date_from,
    date_through: dto.date_through,
    ranges: normalRanges(dto.ranges),
    reason: dto.reason ? dto.reason : null,
    note: dto.note ? dto.note : null,
  };
}
