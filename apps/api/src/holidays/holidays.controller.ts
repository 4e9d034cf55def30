import { Body, Controller, Get, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { HolidayRecord, MessageResponse } from '@furnace/contracts';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { HolidaysService } from './holidays.service';
import { holidayChange, SetHolidayDto } from './set-holiday.dto';
import { Writes } from '../cache/answers';

@ApiTags('holidays')
@Controller('holidays')
@Writes('schedule')
export class HolidaysController {
  constructor(private readonly holidays: HolidaysService) {}

  /** All holidays and special closures, by date. */
  @Get()
  @ApiOkResponse({ description: '[{holiday_date: YYYY-MM-DD, description}]' })
  list(): Promise<HolidayRecord[]> {
    return this.holidays.list();
  }

  /** Adds or changes the holiday on a date; a null or empty description removes it. Staff only. */
  @Post('set')
  @HttpCode(HttpStatus.OK)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{message}' })
  @ApiBadRequestResponse({ description: 'Invalid date or description; nothing was written' })
  @ApiUnauthorizedResponse({ description: 'No valid bearer token' })
  async set(@Body() body: SetHolidayDto): Promise<MessageResponse> {
    return { message: await this.holidays.set(holidayChange(body)) };
  }
}
