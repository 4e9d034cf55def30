import { BadRequestException, Inject, Injectable, PipeTransform } from '@nestjs/common';
import { DateTime } from 'luxon';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CLOCK, type Clock } from '../clock/clock';

/**
 * `@Query('at', InstantPipe)`: an ISO 8601 instant, now when absent. Without an offset it is the
 * museum's local time, which is what an admin previewing "Saturday 10:00" means.
 */
@Injectable()
export class InstantPipe implements PipeTransform<unknown, Date> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  transform(value: unknown): Date {
    if (value === undefined) return this.clock.now();
    if (typeof value !== 'string')
      throw new BadRequestException('at must be given once, as an ISO 8601 date-time');
    const parsed = DateTime.fromISO(value.trim(), { zone: this.config.museumTimeZone });
    if (parsed.isValid && /^\d{4}-\d{2}-\d{2}T/.test(value.trim())) return parsed.toJSDate();
    throw new BadRequestException(
      `at must be an ISO 8601 date-time such as 2025-07-04T14:30:00Z (got "${value.slice(0, 64)}")`,
    );
  }
}
