import { BadRequestException } from '@nestjs/common';
import { isWeekday, WEEKDAYS, type Weekday } from '@furnace/contracts';
import { parseClockTime } from '@furnace/opening-hours';

export interface HoursChange {
  day: Weekday;
  /** 'HH:MM:SS', or both null: closed that day. */
  open: string | null;
  close: string | null;
}

/** Validates POST /hours/set; every refusal is a 400 with one clear sentence. Text is trimmed. */
export function parseSetHours(body: unknown): HoursChange {
  const fields = (
    typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}
  ) as Record<string, unknown>;
  const day = trimmed(fields.day);
  if (!isWeekday(day)) throw new BadRequestException(`day must be one of ${WEEKDAYS.join(', ')}.`);
  if (fields.start_time === undefined || fields.end_time === undefined) {
    throw new BadRequestException(
      'start_time and end_time are required (both null clears the day).',
    );
  }
  const start = emptyToNull(trimmed(fields.start_time));
  const end = emptyToNull(trimmed(fields.end_time));
  if (start === null && end === null) return { day, open: null, close: null };
  if (start === null || end === null) {
    throw new BadRequestException(
      'start_time and end_time must both be set, or both be null to clear the day.',
    );
  }
  const open = clockTime('start_time', start);
  const close = clockTime('end_time', end);
  // 'HH:MM:SS' strings compare in time order.
  if (close <= open) throw new BadRequestException('end_time must be after start_time.');
  return { day, open, close };
}

function clockTime(name: string, value: unknown): string {
  const time = parseClockTime(value);
  if (time === null)
    throw new BadRequestException(`${name} must be a time of day as HH:MM or HH:MM:SS (24-hour).`);
  return time;
}

function trimmed(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

function emptyToNull(value: unknown): unknown {
  return value === undefined || value === '' ? null : value;
}
