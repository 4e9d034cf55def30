import { ApiProperty } from '@nestjs/swagger';
import {
  HOURS_TEXTS,
  isWeekday,
  MAX_RANGES_PER_DAY,
  WEEKDAYS,
  type TimeRange,
  type Weekday,
} from '@furnace/contracts';
import { parseClockTime } from '@furnace/opening-hours';
import { Rule, Trim } from '../common/validation';
import { normalRanges, rangesProblem } from './time-ranges';

export interface HoursChange {
  day: Weekday;
  /** The day's ranges in the regular week ('HH:MM:SS', by opening time); none: closed that day. */
  ranges: TimeRange[];
}

const blank = (value: unknown) => value === null || value === '';

/** The pair's own problem (checked on start_time, so it is reported before end_time's). */
function pairProblem(start: unknown, end: unknown, ranges: unknown): string | null {
  // The ranges form: `ranges` alone (checked on ranges).
  if (ranges !== undefined) return null;
  if (start === undefined || end === undefined)
    return 'start_time and end_time are required (both null clears the day).';
  if (blank(start) && blank(end)) return null;
  if (blank(start) || blank(end))
    return 'start_time and end_time must both be set, or both be null to clear the day.';
  return null;
}

const clockProblem = (name: string, value: unknown) =>
  parseClockTime(value) === null
    ? `${name} must be a time of day as HH:MM or HH:MM:SS (24-hour).`
    : null;

/**
 * POST /hours/set body, in either form (docs/api.md): the spec's `{day, start_time, end_time}`
 * (exactly one range; both null clears the day) or `{day, ranges: [{open_time, close_time}]}`
 * (0..4 ranges; empty clears the day). Every refusal is a 400 with one clear sentence naming the
 * field. Text is trimmed.
 */
export class SetHoursDto {
  @ApiProperty({ enum: WEEKDAYS })
  @Trim()
  @Rule('isWeekday', (day) =>
    isWeekday(day) ? null : `day must be one of ${WEEKDAYS.join(', ')}.`,
  )
  day: Weekday;

  @ApiProperty({
    type: String,
    nullable: true,
    required: false,
    example: '09:00:00',
    description: 'HH:MM or HH:MM:SS; null with end_time null clears the day',
  })
  @Trim()
  @Rule('hoursStart', (start, dto) => {
    // With ranges, start_time may only be absent or blank (a form may send it null).
    if (dto.ranges !== undefined)
      return start === undefined || blank(start) ? null : HOURS_TEXTS.rangesOrStartEnd;
    const problem = pairProblem(start, dto.end_time, dto.ranges);
    if (problem || blank(start)) return problem;
    return clockProblem('start_time', start);
  })
  start_time?: string | null;

  @ApiProperty({ type: String, nullable: true, required: false, example: '16:00:00' })
  @Trim()
  @Rule('hoursEnd', (end, dto) => {
    if (dto.ranges !== undefined)
      return end === undefined || blank(end) ? null : HOURS_TEXTS.rangesOrStartEnd;
    // Missing or half-set pairs are start_time's to report.
    if (pairProblem(dto.start_time, end, dto.ranges) || blank(end)) return null;
    const problem = clockProblem('end_time', end);
    if (problem) return problem;
    const open = parseClockTime(dto.start_time);
    // 'HH:MM:SS' strings compare in time order.
    return open !== null && (parseClockTime(end) as string) <= open
      ? 'end_time must be after start_time.'
      : null;
  })
  end_time?: string | null;

  @ApiProperty({
    required: false,
    maxItems: MAX_RANGES_PER_DAY,
    example: [
      { open_time: '09:00', close_time: '12:00' },
      { open_time: '13:00', close_time: '16:00' },
    ],
    description: "Instead of start_time/end_time: the day's ranges; empty clears the day",
  })
  @Rule('hoursRanges', (ranges, dto) => {
    if (ranges === undefined) return null;
    const given = (time: unknown) => time !== undefined && !blank(time);
    if (given(dto.start_time) || given(dto.end_time)) return HOURS_TEXTS.rangesOrStartEnd;
    return rangesProblem('ranges', ranges);
  })
  ranges?: TimeRange[];
}

export function hoursChange(dto: SetHoursDto): HoursChange {
  if (dto.ranges !== undefined) return { day: dto.day, ranges: normalRanges(dto.ranges) };
  if (blank(dto.start_time)) return { day: dto.day, ranges: [] };
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
