import {
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
import { ApiBearerAuth, ApiBody, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { ContentKey, ContentVersion } from '@furnace/contracts';
import type { CachedReply } from '../common/cached-json';
import { CachedAnswer, Writes } from '../cache/answers';
import { PUBLIC_JSON } from '../web/cache-policy';
import { ApiAnswers } from '../common/api-answers';
import { VERSION_ID } from '../common/id.pipe';
import { jsonResponse } from '../common/web-response';
import { CONTENT_VALUE_DOC, ContentKeyPipe, ContentValue, PublishAtPipe } from './content-params';
import { ContentService } from './content.service';
import { IF_MATCH_REFUSED, IfMatch, versionHeader } from '../common/if-match';
import { CurrentUser, type SignedInUser } from '../auth/jwt.strategy';
import { Public, Roles } from '../auth/access';

type Saved = Promise<{ message: string; version: ContentVersion }>;

@ApiTags('content')
@Controller('content')
@Writes('content')
export class ContentController {
  constructor(private readonly content: ContentService) {}

  @Get()
  @Public()
  @CachedAnswer({ tags: ['content'] })
  @ApiAnswers({ 200: '{admission: {...}, tours: {...}, contact: {...}, ...}' })
  async all(): Promise<CachedReply> {
    const { body, nextDue } = await this.content.published();
    return body.reply({ cacheControl: PUBLIC_JSON, until: nextDue });
  }

  @Get(':key')
  @Public()
  @ApiAnswers({ 200: "The key's published value", 404: 'No such content key' })
  async one(@Param('key', ContentKeyPipe) key: ContentKey): Promise<Response> {
    const value = (await this.content.published()).content[key];
    return jsonResponse(value, 200, versionHeader(value));
  }

  @Put(':key')
  @Roles('editor')
  @ApiQuery({ name: 'publish_at', required: false, description: 'ISO 8601 instant; absent: now' })
  @ApiBody({ schema: CONTENT_VALUE_DOC })
  @ApiAnswers({
    200: '{message, version}',
    400: '{message, errors: [{field, message}]}; nothing stored',
    404: 'No such content key',
    412: IF_MATCH_REFUSED,
  })
  put(
    @Param('key', ContentKeyPipe) key: ContentKey,
    @ContentValue() value: object,
    @Query('publish_at', PublishAtPipe) publishAt: Date | null,
    @CurrentUser() actor: SignedInUser,
    @IfMatch() ifMatch: string | undefined,
  ): Saved {
    return this.content.put(key, value, actor, { publishAt, ifMatch });
  }

  @Get(':key/versions')
  @ApiBearerAuth()
  @ApiAnswers({ 200: '[{id, value, publish_at, created_at, username, state}]' })
  versions(@Param('key', ContentKeyPipe) key: ContentKey): Promise<ContentVersion[]> {
    return this.content.versions(key);
  }

  @Post(':key/versions/:id/restore')
  @Roles('editor')
  @HttpCode(HttpStatus.OK)
  @ApiAnswers({ 200: '{message, version}', 404: 'No such key or version' })
  restore(
    @Param('key', ContentKeyPipe) key: ContentKey,
    @Param('id', VERSION_ID) id: number,
    @CurrentUser() actor: SignedInUser,
  ): Saved {
    return this.content.restore(key, id, actor);
  }

  @Delete(':key/versions/:id')
  @Roles('editor')
  @ApiAnswers({ 200: '{message}', 409: 'Already published' })
  cancel(
    @Param('key', ContentKeyPipe) key: ContentKey,
    @Param('id', VERSION_ID) id: number,
    @CurrentUser() actor: SignedInUser,
  ) {
    return this.content.cancelScheduled(key, id, actor);
  }
}
