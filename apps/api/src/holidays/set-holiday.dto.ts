import { ApiProperty } from '@nestjs/swagger';
import { isValidIsoDate } from '@furnace/opening-hours';
import { Rule, Trim } from '../common/validation';

export const MAX_HOLIDAY_DESCRIPTION = 255;

/** POST /holidays/set body; every refusal is a 400 with one clear sentence. Text is trimmed. */
export class SetHolidayDto {
  @ApiProperty({ example: '2025-12-25', description: 'YYYY-MM-DD' })
  @Trim()
  @Rule('isCalendarDate', (date) =>
    isValidIsoDate(date) ? null : 'date must be a real calendar date as YYYY-MM-DD.',
  )
  date: string;

  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: MAX_HOLIDAY_DESCRIPTION,
    description: 'null or empty deletes the holiday',
  })
  @Trim()
  @Rule('holidayDescription', (description) => {
    if (description === undefined || description === null) return null;
    if (typeof description !== 'string')
      return 'description must be text, or null to remove the holiday.';
    return description.length > MAX_HOLIDAY_DESCRIPTION
      ? `description must be at most ${MAX_HOLIDAY_DESCRIPTION} characters.`
      : null;
  })
  description?: string | null;
}

export interface HolidayChange {
  date: string;
  /** null: remove the holiday on that date. */
  description: string | null;
}

export function holidayChange(dto: SetHolidayDto): HolidayChange {
  return { date: dto.date, description: dto.description ? dto.description : null };
}
