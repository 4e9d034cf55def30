import { Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuditEntry } from '@furnace/contracts';
import * as yup from 'yup';
import { ApiAnswers } from '../common/api-answers';
import { PayloadDto } from '../common/payload-dto';
import { queryParam } from '../common/query';
import { HISTORY_ENTRY_ID } from '../common/id.pipe';
import { CurrentUser } from '../auth/jwt.strategy';
import type { User } from '../users/user-accounts';
import { AuditTrail } from './audit.service';
import { Writes } from '../cache/answers';
import { Roles } from '../auth/access';

const WORD = /^[A-Za-z0-9._-]{1,64}$/;

/** `?entity=`, `?username=`, `?action=`: a plain word, or absent. */
const word = (name: string) =>
  queryParam(
    (text) => (WORD.test(text) ? text : null),
    () => `${name} must be a word of letters, digits, dots, dashes or underscores.`,
    'letters, digits, dots, dashes or underscores',
    { raw: true, blankIsAbsent: true },
  );

export class AuditQuery extends PayloadDto(
  yup.object({
    limit: queryParam(
      (text) => (/^[0-9]{1,4}$/.test(text) && +text >= 1 && +text <= 500 ? +text : null),
      (sent) => `limit must be a whole number from 1 to 500 (got "${sent.slice(0, 20)}").`,
      '1 to 500, default 50',
      { raw: true, blankIsAbsent: true },
    ).default(50),
    entity: word('entity'),
    username: word('username'),
    action: word('action'),
    // The entries' ids are positive integers; anything else could only fail in the query.
    before: queryParam(
      (text) => (/^[1-9]\d{0,14}$/.test(text) ? Number(text) : null),
      (sent) =>
        WORD.test(sent)
          ? 'before must be the id of a history entry (a whole number).'
          : 'before must be a word of letters, digits, dots, dashes or underscores.',
      'the id of a history entry: only older ones',
      { raw: true, blankIsAbsent: true },
    ),
  }),
) {}

@ApiTags('audit')
@Controller('audit')
@Roles('editor')
export class AuditController {
  constructor(private readonly trail: AuditTrail) {}

  @Post(':id/revert')
  // An undo writes through the services, not their controllers: it drops every kind of kept answer.
  @Writes('schedule', 'events', 'files', 'content')
  @HttpCode(HttpStatus.OK)
  @ApiAnswers({ 200: '{message}: the change is undone' })
  async revert(
    @Param('id', HISTORY_ENTRY_ID) id: number,
    @CurrentUser() user: User,
  ): Promise<{ message: string }> {
    await this.trail.revert(id, user);
    return { message: 'The change is reverted.' };
  }

  @Get()
  @Roles('admin')
  @ApiAnswers({ 200: 'newest first [{at, username, action, entity, entity_id, summary}]' })
  list(@Query() query: AuditQuery): Promise<AuditEntry[]> {
    return this.trail.list(query);
  }

  @Get('mine')
  @ApiAnswers({ 200: "newest first, the caller's own entries" })
  mine(@Query() query: AuditQuery, @CurrentUser() user: User): Promise<AuditEntry[]> {
    return this.trail.list({ ...query, userId: user.id });
  }
}
