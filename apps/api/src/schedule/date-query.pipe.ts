import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { HOURS_TEXTS, MAX_SCHEDULE_DAYS } from '@furnace/contracts';
import { isValidIsoDate } from '@furnace/opening-hours';

/**
 * `@Query('from', new DateQueryPipe('from'))`: an optional calendar date 'YYYY-MM-DD' (undefined
 * when absent: the service's default, usually today), or the 400 of docs/api.md naming the
 * parameter. Given twice, or an impossible date (2026-02-30): 400.
 */
@Injectable()
export class DateQueryPipe implements PipeTransform<unknown, string | undefined> {
  constructor(private readonly name: string) {}

  transform(value: unknown): string | undefined {
    if (value === undefined) return undefined;
    const text = typeof value === 'string' ? value.trim() : String(value);
    if (typeof value !== 'string' || !isValidIsoDate(text))
      throw new BadRequestException(HOURS_TEXTS.dateQuery(this.name, text));
    return text;
  }
}

/** `@Query('days', DaysPipe)` of GET /hours/schedule: 1..MAX_SCHEDULE_DAYS, default 7. */
@Injectable()
export class DaysPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    if (value === undefined) return 7;
    const text = typeof value === 'string' ? value.trim() : String(value);
    const days = typeof value === 'string' && /^[0-9]{1,3}$/.test(text) ? Number(text) : NaN;
    if (!(days >= 1 && days <= MAX_SCHEDULE_DAYS))
      throw new BadRequestException(HOURS_TEXTS.daysQuery(1, MAX_SCHEDULE_DAYS, text));
    return days;
  }
}
