import { ApiProperty } from '@nestjs/swagger';
import {
  HOURS_TEXTS,
  MAX_RANGES_PER_DAY,
  type SpecialDayPayload,
  type TimeRange,
} from '@furnace/contracts';
import { dayNumber } from '@furnace/opening-hours';
import { Rule, Trim } from '../common/validation';
import { dateProblem, normalRanges, rangesProblem, textProblem } from '../hours/time-ranges';

export const MAX_SPECIAL_DAY_REASON = 255;
export const MAX_SPECIAL_DAY_NOTE = 1000;
/** The longest span one special day may cover (a longer change of hours is a season). */
export const MAX_SPECIAL_DAY_SPAN = 400;

/**
 * POST /special-days and PUT /special-days/{id} body (docs/api.md "Hours"): a date or span of
 * dates, closed (`ranges` empty, `reason` required) or open with its own ranges. Past dates are
 * accepted (a record of what was). Every refusal is a 400 naming the field. Text is trimmed.
 */
export class SpecialDayDto {
  @ApiProperty({ example: '2026-12-24', description: 'YYYY-MM-DD, the first day' })
  @Trim()
  @Rule('specialDayFrom', (value) => dateProblem('date_from', value))
  date_from: string;

  @ApiProperty({
    example: '2026-12-26',
    description: 'YYYY-MM-DD, the last day (same as date_from for one day)',
  })
  @Trim()
  @Rule('specialDayThrough', (value, dto) => {
    const problem = dateProblem('date_through', value);
    if (problem || dateProblem('date_from', dto.date_from)) return problem;
    const span = dayNumber(value as string) - dayNumber(dto.date_from as string);
    if (span < 0) return HOURS_TEXTS.dateOrder('date_from', 'date_through');
    return span >= MAX_SPECIAL_DAY_SPAN
      ? `date_through must be within ${MAX_SPECIAL_DAY_SPAN} days of date_from (a longer change of hours is a season).`
      : null;
  })
  date_through: string;

  @ApiProperty({
    maxItems: MAX_RANGES_PER_DAY,
    example: [{ open_time: '17:00', close_time: '21:00' }],
    description: 'The ranges of each of these days; empty = closed (then reason is required)',
  })
  @Rule('specialDayRanges', (value) => rangesProblem('ranges', value))
  ranges: TimeRange[];

  @ApiProperty({ type: String, nullable: true, maxLength: MAX_SPECIAL_DAY_REASON })
  @Trim()
  @Rule('specialDayReason', (value, dto) =>
    Array.isArray(dto.ranges) &&
    dto.ranges.length === 0 &&
    (value === undefined || value === null || value === '')
      ? HOURS_TEXTS.reasonRequiredWhenClosed
      : textProblem('reason', value, MAX_SPECIAL_DAY_REASON, false),
  )
  reason?: string | null;

  @ApiProperty({ type: String, nullable: true, maxLength: MAX_SPECIAL_DAY_NOTE })
  @Trim()
  @Rule('specialDayNote', (value) => textProblem('note', value, MAX_SPECIAL_DAY_NOTE, false))
  note?: string | null;
}

export function specialDayPayload(dto: SpecialDayDto): SpecialDayPayload {
  return {
    date_from: dto.date_from,
    date_through: dto.date_through,
    ranges: normalRanges(dto.ranges),
    reason: dto.reason ? dto.reason : null,
    note: dto.note ? dto.note : null,
  };
}
