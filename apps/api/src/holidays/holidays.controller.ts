import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiOkResponse,
  ApiPreconditionFailedResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { HolidayRecord, MessageResponse } from '@furnace/contracts';
import { HolidaysService } from './holidays.service';
import { holidayChange, SetHolidayDto } from './set-holiday.dto';
import { CurrentActor } from '../audit/current-actor';
import type { Actor } from '../audit/history';
import { Public, Roles } from '../auth/access';
import { Writes } from '../cache/answers';
import { IF_MATCH_REFUSED, IfMatch } from '../common/if-match';

@ApiTags('holidays')
@Controller('holidays')
@Writes('schedule')
export class HolidaysController {
  constructor(private readonly holidays: HolidaysService) {}

  /** All holidays and special closures, by date. */
  @Get()
  @Public()
  @ApiOkResponse({ description: '[{holiday_date: YYYY-MM-DD, description}]' })
  list(): Promise<HolidayRecord[]> {
    return this.holidays.list();
  }

  /** Adds or changes the holiday on a date; a null or empty description removes it. Staff only. */
  @Post('set')
  @Roles('editor')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{message}' })
  @ApiBadRequestResponse({ description: 'Invalid date or description; nothing was written' })
  @ApiPreconditionFailedResponse({ description: IF_MATCH_REFUSED })
  @ApiUnauthorizedResponse({ description: 'No valid bearer token' })
  async set(
    @Body() body: SetHolidayDto,
    @CurrentActor() actor: Actor,
    @IfMatch() ifMatch: string | undefined,
  ): Promise<MessageResponse> {
    return { message: await this.holidays.set(holidayChange(body), actor, undefined, ifMatch) };
  }
}
