import { ApiProperty } from '@nestjs/swagger';
import {
  HOURS_TEXTS,
  isWeekday,
  MAX_RANGES_PER_DAY,
  WEEKDAYS,
  type SeasonPayload,
  type WeekdayRanges,
} from '@furnace/contracts';
import { Rule, Trim } from '../common/validation';
import { dateProblem, normalRanges, rangesProblem, textProblem } from '../hours/time-ranges';

export const MAX_SEASON_NAME = 100;

/** The problem of a season's `hours`, naming the field (`hours[2].ranges[0].close_time`), or null. */
function hoursProblem(value: unknown): string | null {
  if (!Array.isArray(value) || value.length > WEEKDAYS.length)
    return HOURS_TEXTS.seasonHoursList(MAX_RANGES_PER_DAY);
  const seen = new Set<string>();
  for (let i = 0; i < value.length; i++) {
    const entry: unknown = value[i];
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry))
      return HOURS_TEXTS.seasonHoursList(MAX_RANGES_PER_DAY);
    const { day_of_week, ranges } = entry as Record<string, unknown>;
    const day = typeof day_of_week === 'string' ? day_of_week.trim() : day_of_week;
    if (!isWeekday(day)) return HOURS_TEXTS.seasonDay(`hours[${i}].day_of_week`, WEEKDAYS);
    if (seen.has(day)) return HOURS_TEXTS.seasonDayTwice(`hours[${i}].day_of_week`, day);
    seen.add(day);
    const problem = rangesProblem(`hours[${i}].ranges`, ranges);
    if (problem) return problem;
  }
  return null;
}

/**
 * POST /seasons and PUT /seasons/{id} body (docs/api.md "Hours"): a name visitors see, the dates
 * it is in force (inclusive) and its weekly ranges; weekdays not listed are closed in the season.
 * Every refusal is a 400 naming the field. Text is trimmed.
 */
export class SeasonDto {
  @ApiProperty({ example: 'Winter hours', maxLength: MAX_SEASON_NAME })
  @Trim()
  @Rule('seasonName', (value) => textProblem('name', value, MAX_SEASON_NAME, true))
  name: string;

  @ApiProperty({ example: '2026-11-01', description: 'YYYY-MM-DD, the first day in force' })
  @Trim()
  @Rule('seasonFrom', (value) => dateProblem('valid_from', value))
  valid_from: string;

  @ApiProperty({ example: '2027-03-31', description: 'YYYY-MM-DD, the last day in force' })
  @Trim()
  @Rule('seasonThrough', (value, dto) => {
    const problem = dateProblem('valid_through', value);
    if (problem || dateProblem('valid_from', dto.valid_from)) return problem;
    return (value as string) < (dto.valid_from as string)
      ? HOURS_TEXTS.dateOrder('valid_from', 'valid_through')
      : null;
  })
  valid_through: string;

  @ApiProperty({
    example: [{ day_of_week: 'Saturday', ranges: [{ open_time: '10:00', close_time: '15:00' }] }],
    description: 'Weekdays with their ranges; days not listed are closed in this season',
  })
  @Rule('seasonHours', (value) => hoursProblem(value))
  hours: WeekdayRanges[];
}

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
