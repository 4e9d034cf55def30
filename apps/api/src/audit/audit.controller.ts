import {
  BadRequestException,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Injectable,
  PipeTransform,
  Query,
} from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuditEntry } from '@furnace/contracts';
import { UserIdPipe } from '../users/user-id.pipe';
import { CurrentUser } from '../auth/current-user.decorator';
import type { User } from '../users/user';
import { actorOf } from './history';
import { AuditTrail } from './audit.service';
import { Writes } from '../cache/answers';
import { Roles } from '../auth/access';

/** `?limit=N`: 1 to 500, default 50. */
@Injectable()
export class AuditLimitPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    if (value === undefined || value === '') return 50;
    const n = typeof value === 'string' && /^[0-9]{1,4}$/.test(value) ? Number(value) : NaN;
    if (!(n >= 1 && n <= 500))
      throw new BadRequestException(
        `limit must be a whole number from 1 to 500 (got "${String(value).slice(0, 20)}").`,
      );
    return n;
  }
}

/** `?entity=`, `?username=`, `?action=`: a plain word, or absent. */
@Injectable()
export class AuditWordPipe implements PipeTransform<unknown, string | undefined> {
  constructor(private readonly name: string) {}
  transform(value: unknown): string | undefined {
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string' || !/^[A-Za-z0-9._-]{1,64}$/.test(value))
      throw new BadRequestException(
        `${this.name} must be a word of letters, digits, dots, dashes or underscores.`,
      );
    return value;
  }
}

@ApiTags('audit')
@ApiBearerAuth()
@Controller('audit')
@Roles('admin')
export class AuditController {
  constructor(private readonly trail: AuditTrail) {}

  /**
   * Undoes a change from its history entry: the typed undo of its kind of record, by this admin,
   * in one transaction with its own entries. 409 when the entry cannot be reverted (no undo, or
   * already reverted).
   */
  @Post(':id/revert')
  // An undo writes through the services, not their controllers: it drops every kind of kept answer.
  @Writes('schedule', 'events', 'files', 'content')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: '{message}: the change is undone' })
  async revert(
    @Param('id', UserIdPipe) id: number,
    @CurrentUser() user: User,
  ): Promise<{ message: string }> {
    await this.trail.revert(id, actorOf(user));
    return { message: 'The change is reverted.' };
  }

  /** Newest first: [{at, username, action, entity, entity_id, summary, before, after}]. */
  @Get()
  @ApiOkResponse({
    description: 'newest first [{at, username, action, entity, entity_id, summary}]',
  })
  @ApiForbiddenResponse({ description: 'Only an admin can do this.' })
  list(
    @Query('limit', AuditLimitPipe) limit: number,
    @Query('entity', new AuditWordPipe('entity')) entity?: string,
    @Query('username', new AuditWordPipe('username')) username?: string,
    @Query('action', new AuditWordPipe('action')) action?: string,
    @Query('before', new AuditWordPipe('before')) before?: string,
  ): Promise<AuditEntry[]> {
    // The entries' ids are positive integers; anything else could only fail in the query.
    const beforeId = before !== undefined && /^[1-9]\d{0,14}$/.test(before) ? Number(before) : null;
    if (before !== undefined && beforeId === null)
      throw new BadRequestException('before must be the id of a history entry (a whole number).');
    return this.trail.list({ limit, entity, username, action, beforeId: beforeId ?? undefined });
  }
}
