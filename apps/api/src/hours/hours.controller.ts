import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { HoursListResponse, HoursStatus } from '@furnace/contracts';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ScheduleCache } from '../schedule/schedule-cache.service';
import { HoursStatusService } from './hours-status.service';
import { parseInstant } from './parse-instant';

@ApiTags('hours')
@Controller('hours')
export class HoursController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: ScheduleCache,
    private readonly status: HoursStatusService,
  ) {}

  /** All seven weekdays Monday..Sunday (closed days with null times) and the holidays by date. */
  @Get()
  @ApiOkResponse({ description: '{hours: [{day_of_week, open_time, close_time}], holidays: [{holiday_date, description}]}' })
  list(): Promise<HoursListResponse> {
    return this.cache.get();
  }

  @Get('status')
  @ApiQuery({ name: 'at', required: false, description: 'ISO 8601 instant to evaluate instead of now' })
  @ApiOkResponse({ description: "{status: 'OPEN' | 'CLOSED', message}" })
  getStatus(@Query('at') at?: unknown): Promise<HoursStatus> {
    return this.status.statusAt(parseInstant(at, this.config.museumTimeZone));
  }
}
