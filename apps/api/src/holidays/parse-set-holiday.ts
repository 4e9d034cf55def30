import { BadRequestException } from '@nestjs/common';
import { isValidIsoDate } from '@furnace/opening-hours';

export const MAX_HOLIDAY_DESCRIPTION = 255;

export interface HolidayChange {
  date: string;
  /** null: remove the holiday on that date. */
  description: string | null;
}

/** Validates POST /holidays/set; every refusal is a 400 with one clear sentence. Text is trimmed. */
export function parseSetHoliday(body: unknown): HolidayChange {
  const fields = (
    typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}
  ) as Record<string, unknown>;
  const date = typeof fields.date === 'string' ? fields.date.trim() : fields.date;
  if (!isValidIsoDate(date))
    throw new BadRequestException('date must be a real calendar date as YYYY-MM-DD.');
  const raw = fields.description;
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    throw new BadRequestException('description must be text, or null to remove the holiday.');
  }
  const description = typeof raw === 'string' ? raw.trim() : '';
  if (description.length > MAX_HOLIDAY_DESCRIPTION) {
    throw new BadRequestException(
      `description must be at most ${MAX_HOLIDAY_DESCRIPTION} characters.`,
    );
  }
  return { date, description: description === '' ? null : description };
}
