import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AlertRecord } from '@furnace/contracts';
import { ApiAnswers } from '../common/api-answers';
import { ALERT_ID } from '../common/id.pipe';
import { AtQuery, InstantPipe, type Instant } from '../hours/instant.pipe';
import { PUBLIC_JSON } from '../web/cache-policy';
import { AlertsService, CreateAlertDto } from './alerts.service';
import { CurrentUser, type SignedInUser } from '../auth/jwt.strategy';
import { Public, Roles } from '../auth/access';
import { CachedAnswer, Writes } from '../cache/answers';
import { CachedJson, type CachedReply } from '../common/cached-json';

@ApiTags('alerts')
@Controller('alerts')
@Writes('content')
export class AlertsController {
  constructor(private readonly alerts: AlertsService) {}

  @Get()
  @Public()
  @CachedAnswer({ tags: ['content'], query: ['at'] })
  @AtQuery('ISO 8601 instant instead of now')
  @ApiAnswers({ 200: '[{id, message, level, starts_at, ends_at}]' })
  async active(@Query('at', InstantPipe) { at, preview }: Instant): Promise<CachedReply> {
    const { active, nextChange } = await this.alerts.activeAt(at);
    // "Now" is kept until an alert starts or ends; a preview's instant stays what it is.
    const until = preview ? undefined : nextChange;
    return new CachedJson(active).reply({ cacheControl: PUBLIC_JSON, until });
  }

  @Get('recent')
  @ApiBearerAuth()
  @ApiAnswers({ 200: '[{id, message, level, starts_at, ends_at}]' })
  recent(): Promise<AlertRecord[]> {
    return this.alerts.recent();
  }

  @Post()
  @Roles('editor')
  @ApiAnswers({
    201: 'The stored alert with its id',
    400: 'A field is missing or wrong; nothing stored',
  })
  create(@Body() body: CreateAlertDto, @CurrentUser() actor: SignedInUser): Promise<AlertRecord> {
    return this.alerts.create(body, actor);
  }

  @Delete(':id')
  @Roles('editor')
  @ApiAnswers({ 200: '{message}', 404: 'No such alert' })
  remove(
    @Param('id', ALERT_ID) id: number,
    @CurrentUser() actor: SignedInUser,
  ): Promise<{ message: string }> {
    return this.alerts.remove(id, actor);
  }
}
