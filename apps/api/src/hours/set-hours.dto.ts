import { ApiProperty } from '@nestjs/swagger';
import { isWeekday, WEEKDAYS, type Weekday } from '@furnace/contracts';
import { parseClockTime } from '@furnace/opening-hours';
import { Rule, Trim } from '../common/validation';

export interface HoursChange {
  day: Weekday;
  /** 'HH:MM:SS', or both null: closed that day. */
  open: string | null;
  close: string | null;
}

const blank = (value: unknown) => value === null || value === '';

/** The pair's own problem (checked on start_time, so it is reported before end_time's). */
function pairProblem(start: unknown, end: unknown): string | null {
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

/** POST /hours/set body; every refusal is a 400 with one clear sentence. Text is trimmed. */
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
    example: '09:00:00',
    description: 'HH:MM or HH:MM:SS; null with end_time null clears the day',
  })
  @Trim()
  @Rule('hoursStart', (start, dto) => {
    const problem = pairProblem(start, dto.end_time);
    if (problem || blank(start)) return problem;
    return clockProblem('start_time', start);
  })
  start_time: string | null;

  @ApiProperty({ type: String, nullable: true, example: '16:00:00' })
  @Trim()
  @Rule('hoursEnd', (end, dto) => {
    // Missing or half-set pairs are start_time's to report.
    if (pairProblem(dto.start_time, end) || blank(end)) return null;
    const problem = clockProblem('end_time', end);
    if (problem) return problem;
    const open = parseClockTime(dto.start_time);
    // 'HH:MM:SS' strings compare in time order.
    return open !== null && (parseClockTime(end) as string) <= open
      ? 'end_time must be after start_time.'
      : null;
  })
  end_time: string | null;
}

export function hoursChange(dto: SetHoursDto): HoursChange {
  if (blank(dto.start_time)) return { day: dto.day, open: null, close: null };
  return {
    day: dto.day,
    open: parseClockTime(dto.start_time),
    close: parseClockTime(dto.end_time),
  };
}
