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
import { HOURS_TEXTS, type MessageResponse, type SeasonRecord } from '@furnace/contracts';
import type { CachedReply } from '../common/cached-json';
import { CachedAnswer, Writes } from '../cache/answers';
import { RecordIdPipe } from '../common/id.pipe';
import { Schedule } from '../schedule/schedule.service';
import { SeasonDto, seasonPayload } from './season.dto';
import { SeasonsService } from './seasons.service';
import { CurrentActor } from '../audit/current-actor';
import { IF_MATCH_REFUSED, IfMatch } from '../common/if-match';
import type { Actor } from '../audit/history';
import { Public, Roles } from '../auth/access';

const SHAPE =
  '{id, name, valid_from, valid_through, hours: [{day_of_week, ranges: [{open_time, close_time}]}]}';

@ApiTags('seasons')
@Controller('seasons')
@Writes('schedule')
export class SeasonsController {
  constructor(
    private readonly schedule: Schedule,
    private readonly seasons: SeasonsService,
  ) {}

  /** Every season, by valid_from (days not listed in `hours` are closed in that season). */
  @Get()
  @Public()
  @CachedAnswer({ tags: ['schedule'] })
  @ApiOkResponse({ description: `[${SHAPE}]` })
  async list(): Promise<CachedReply> {
    return (await this.schedule.seasonsBody()).reply();
  }

  @Post()
  @Roles('editor')
  @ApiBearerAuth()
  @ApiCreatedResponse({ description: `The stored season: ${SHAPE}` })
  @ApiBadRequestResponse({
    description: 'A field is invalid (the message names it); nothing was written',
  })
  @ApiConflictResponse({ description: 'It overlaps another season (named in the message)' })
  @ApiUnauthorizedResponse({ description: 'No valid bearer token' })
  create(@Body() body: SeasonDto, @CurrentActor() actor: Actor): Promise<SeasonRecord> {
    return this.seasons.create(seasonPayload(body), actor);
  }

  @Put(':id')
  @Roles('editor')
  @ApiBearerAuth()
  @ApiOkResponse({ description: `The stored season: ${SHAPE}` })
  @ApiBadRequestResponse({
    description: 'A field is invalid (the message names it); nothing was written',
  })
  @ApiConflictResponse({ description: 'It overlaps another season (named in the message)' })
  @ApiPreconditionFailedResponse({ description: IF_MATCH_REFUSED })
  @ApiNotFoundResponse({ description: 'No such season' })
  @ApiUnauthorizedResponse({ description: 'No valid bearer token' })
  update(
    @Param('id', new RecordIdPipe(HOURS_TEXTS.seasonIdPath)) id: number,
    @Body() body: SeasonDto,
    @CurrentActor() actor: Actor,
    @IfMatch() ifMatch: string | undefined,
  ): Promise<SeasonRecord> {
    return this.seasons.update(id, seasonPayload(body), actor, undefined, ifMatch);
  }

  @Delete(':id')
  @Roles('editor')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{message}' })
  @ApiPreconditionFailedResponse({ description: IF_MATCH_REFUSED })
  @ApiNotFoundResponse({ description: 'No such season' })
  @ApiUnauthorizedResponse({ description: 'No valid bearer token' })
  async remove(
    @Param('id', new RecordIdPipe(HOURS_TEXTS.seasonIdPath)) id: number,
    @CurrentActor() actor: Actor,
    @IfMatch() ifMatch: string | undefined,
  ): Promise<MessageResponse> {
    return { message: await this.seasons.remove(id, actor, undefined, ifMatch) };
  }
}
