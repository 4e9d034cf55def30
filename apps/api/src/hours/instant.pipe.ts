import { BadRequestException, Inject, Injectable, PipeTransform } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { DateTime } from 'luxon';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CLOCK, type Clock } from '../clock/clock';

/** Now, or a preview's instant; without an offset it is the museum's local time ("Saturday 10:00"). */
export interface Instant {
  at: Date;
  preview: boolean;
}

/** The route's OpenAPI `at`, which `@Query('at', InstantPipe)` reads. */
export const AtQuery = (description: string) =>
  ApiQuery({ name: 'at', required: false, type: Date, description });

@Injectable()
export class InstantPipe implements PipeTransform<unknown, Instant> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  transform(value: unknown): Instant {
    if (value === undefined) return { at: this.clock.now(), preview: false };
    if (typeof value !== 'string')
      throw new BadRequestException('at must be given once, as an ISO 8601 date-time');
    const parsed = DateTime.fromISO(value.trim(), { zone: this.config.museumTimeZone });
    if (parsed.isValid && /^\d{4}-\d{2}-\d{2}T/.test(value.trim()))
      return { at: parsed.toJSDate(), preview: true };
    throw new BadRequestException(
      `at must be an ISO 8601 date-time such as 2025-07-04T14:30:00Z (got "${value.slice(0, 64)}")`,
    );
  }
}
