import { normalRanges, seasonSchema, WEEKDAYS, type SeasonPayload } from '@furnace/contracts';
import { PayloadDto } from '../common/payload-dto';

/** POST /seasons and PUT /seasons/{id} body (its rules: seasonSchema in @furnace/contracts). */
export class SeasonDto extends PayloadDto(seasonSchema) {}

export function seasonPayload(dto: SeasonDto): SeasonPayload {
  const byDay = new Map(
    dto.hours.map((h) => [String(h.day_of_week).trim(), normalRanges(h.ranges)] as const),
  );
  return {
    name: dto.name,
    valid_from: dto.valid_from,
    valid_through: dto.valid_through,
    // As stored and listed: weekdays in order, only those with ranges.
    hours: WEEKDAYS.map((day) => ({ day_of_week: day, ranges: byDay.get(day) ?? [] })).filter(
      (h) => h.ranges.length > 0,
    ),
  };
}
