import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiQuery, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { HoursListResponse, HoursStatus, MessageResponse } from '@furnace/contracts';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ScheduleCache } from '../schedule/schedule-cache.service';
import { HoursStatusService } from './hours-status.service';
import { HoursWriter } from './hours-writer.service';
import { parseSetHours } from './parse-set-hours';
import { SetHoursDto } from './set-hours.dto';
import { parseInstant } from './parse-instant';

@ApiTags('hours')
@Controller('hours')
export class HoursController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: ScheduleCache,
    private readonly status: HoursStatusService,
    private readonly writer: HoursWriter,
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

  /** Sets one weekday's hours (both times null: closed that day). Staff only. */
  @Post('set')
  @HttpCode(HttpStatus.OK)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{message}' })
  @ApiBadRequestResponse({ description: 'Invalid day or times; nothing was written' })
  @ApiUnauthorizedResponse({ description: 'No valid bearer token' })
  async set(@Body() body: SetHoursDto): Promise<MessageResponse> {
    return { message: await this.writer.set(parseSetHours(body)) };
  }
}
