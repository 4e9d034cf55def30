import { BadRequestException } from '@nestjs/common';
import { DateTime } from 'luxon';

/**
 * `?at=` of GET /hours/status: an ISO 8601 instant (2025-07-04T14:30:00Z or with an offset).
 * Without an offset it is read as the museum's local time, which is what an admin previewing
 * "Saturday 10:00" means.
 */
export function parseInstant(value: unknown, timeZone: string): Date {
  if (value === undefined) return new Date();
  if (typeof value !== 'string')
    throw new BadRequestException('at must be given once, as an ISO 8601 date-time');
  const parsed = DateTime.fromISO(value.trim(), { zone: timeZone });
  if (value.trim() === '' || !parsed.isValid || !/^\d{4}-\d{2}-\d{2}T/.test(value.trim())) {
    throw new BadRequestException(
      `at must be an ISO 8601 date-time such as 2025-07-04T14:30:00Z (got "${value.slice(0, 64)}")`,
    );
  }
  return parsed.toJSDate();
}
