import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPreconditionFailedResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { HOURS_TEXTS, type MessageResponse, type SpecialDayRecord } from '@furnace/contracts';
import type { CachedReply } from '../common/cached-json';
import { CachedAnswer, Writes } from '../cache/answers';
import { RecordIdPipe } from '../common/id.pipe';
import { SpecialDaysQuery } from '../schedule/schedule-queries';
import { Schedule } from '../schedule/schedule.service';
import { SpecialDayDto, specialDayPayload } from './special-day.dto';
import { SpecialDaysService } from './special-days.service';
import { CurrentActor } from '../audit/current-actor';
import { IF_MATCH_REFUSED, IfMatch } from '../common/if-match';
import type { Actor } from '../audit/history';
import { Public, Roles } from '../auth/access';

const SHAPE = '{id, date_from, date_through, ranges: [{open_time, close_time}], reason, note}';

@ApiTags('special days')
@Controller('special-days')
@Writes('schedule')
export class SpecialDaysController {
  constructor(
    private readonly schedule: Schedule,
    private readonly specialDays: SpecialDaysService,
  ) {}

  /** The special days touching [from, to], by date_from; from defaults to today (no past ones). */
  @Get()
  @Public()
  @CachedAnswer({ tags: ['schedule'], query: ['from', 'to'] })
  @ApiOkResponse({ description: `[${SHAPE}]` })
  @ApiBadRequestResponse({ description: 'from or to is not a calendar date, or to before from' })
  async list(@Query() { from, to }: SpecialDaysQuery): Promise<CachedReply> {
    return (await this.schedule.specialDaysBody(from, to)).reply();
  }

  @Post()
  @Roles('editor')
  @ApiBearerAuth()
  @ApiCreatedResponse({ description: `The stored special day: ${SHAPE}` })
  @ApiBadRequestResponse({
    description: 'A field is invalid (the message names it); nothing was written',
  })
  @ApiConflictResponse({ description: 'It overlaps another special day (named in the message)' })
  @ApiUnauthorizedResponse({ description: 'No valid bearer token' })
  create(@Body() body: SpecialDayDto, @CurrentActor() actor: Actor): Promise<SpecialDayRecord> {
    return this.specialDays.create(specialDayPayload(body), actor);
  }

  @Put(':id')
  @Roles('editor')
  @ApiBearerAuth()
  @ApiOkResponse({ description: `The stored special day: ${SHAPE}` })
  @ApiBadRequestResponse({
    description: 'A field is invalid (the message names it); nothing was written',
  })
  @ApiConflictResponse({ description: 'It overlaps another special day (named in the message)' })
  @ApiPreconditionFailedResponse({ description: IF_MATCH_REFUSED })
  @ApiNotFoundResponse({ description: 'No such special day' })
  @ApiUnauthorizedResponse({ description: 'No valid bearer token' })
  update(
    @Param('id', new RecordIdPipe(HOURS_TEXTS.specialDayIdPath)) id: number,
    @Body() body: SpecialDayDto,
    @CurrentActor() actor: Actor,
    @IfMatch() ifMatch: string | undefined,
  ): Promise<SpecialDayRecord> {
    return this.specialDays.update(id, specialDayPayload(body), actor, undefined, ifMatch);
  }

  @Delete(':id')
  @Roles('editor')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{message}' })
  @ApiPreconditionFailedResponse({ description: IF_MATCH_REFUSED })
  @ApiNotFoundResponse({ description: 'No such special day' })
  @ApiUnauthorizedResponse({ description: 'No valid bearer token' })
  async remove(
    @Param('id', new RecordIdPipe(HOURS_TEXTS.specialDayIdPath)) id: number,
    @CurrentActor() actor: Actor,
    @IfMatch() ifMatch: string | undefined,
  ): Promise<MessageResponse> {
    return { message: await this.specialDays.remove(id, actor, undefined, ifMatch) };
  }
}
