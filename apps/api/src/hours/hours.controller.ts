import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { HoursStatus, MessageResponse } from '@furnace/contracts';
import type { CachedReply } from '../common/cached-json';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Schedule } from '../schedule/schedule.service';
import { HoursStatusService } from './hours-status.service';
import { STATUS_CACHE_CONTROL } from './hours-status.middleware';
import { HoursWriter } from './hours-writer.service';
import { hoursChange, SetHoursDto } from './set-hours.dto';
import { InstantPipe } from './instant.pipe';

@ApiTags('hours')
@Controller('hours')
export class HoursController {
  constructor(
    private readonly schedule: Schedule,
    private readonly status: HoursStatusService,
    private readonly writer: HoursWriter,
  ) {}

  /** All seven weekdays Monday..Sunday (closed days with null times) and the holidays by date. */
  @Get()
  @ApiOkResponse({
    description:
      '{hours: [{day_of_week, open_time, close_time}], holidays: [{holiday_date, description}]}',
  })
  async list(): Promise<CachedReply> {
    // Ready-made bytes from the in-memory cache (see Schedule.hoursBody); the admin refetches after
    // each save, so browsers revalidate every time and get a 304 while nothing has changed.
    return (await this.schedule.hoursBody()).reply({ compress: false });
  }

  @Get('status')
  @ApiQuery({
    name: 'at',
    required: false,
    description: 'ISO 8601 instant to evaluate instead of now',
  })
  @ApiOkResponse({ description: "{status: 'OPEN' | 'CLOSED', message}" })
  @Header('Cache-Control', STATUS_CACHE_CONTROL)
  getStatus(@Query('at', InstantPipe) at: Date): Promise<HoursStatus> {
    return this.status.statusAt(at);
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
    return { message: await this.writer.set(hoursChange(body)) };
  }
}
