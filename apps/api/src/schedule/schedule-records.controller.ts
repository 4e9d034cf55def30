import {
  applyDecorators,
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
  type Type,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPreconditionFailedResponse,
  ApiTags,
} from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MessageResponse } from '@furnace/contracts';
import { DataSource } from 'typeorm';
import { CurrentActor } from '../audit/current-actor';
import type { Actor } from '../audit/history';
import { Undo } from '../audit/undo';
import { Public, Roles } from '../auth/access';
import { CachedAnswer, Writes } from '../cache/answers';
import { CachedJson, type CachedReply } from '../common/cached-json';
import { payloadOf } from '../common/payload-dto';
import { RecordIdPipe } from '../common/id.pipe';
import { IF_MATCH_REFUSED, IfMatch } from '../common/if-match';
import { ScheduleReader } from './schedule-reader.service';
import { ScheduleRecordWrites, type ScheduleRecordKind } from './schedule-record-writes';
import { Schedule } from './schedule.service';

/**
 * A parameter of the kind's own class (`@Body()`, `@Query()`): a generic method's signature
 * cannot name it, so the type the validation pipe and the OpenAPI read (design:paramtypes,
 * already set when this runs) is patched here.
 */
function OfClass(dto: Type, decorator: ParameterDecorator): ParameterDecorator {
  return (target, key, index) => {
    const method = key as string;
    const types = [...((Reflect.getMetadata('design:paramtypes', target, method) as []) ?? [])];
    types[index] = dto as never;
    Reflect.defineMetadata('design:paramtypes', types, target, method);
    decorator(target, key, index);
  };
}

/**
 * GET and POST /{entity}, PUT and DELETE /{entity}/{id} of a schedule record kind (docs/api.md
 * "Hours"): `export class XController extends ScheduleRecordsController(X) {}`.
 */
export function ScheduleRecordsController<P extends object>(kind: ScheduleRecordKind<P>) {
  const what = kind.label.toLowerCase();
  const stored = `The stored ${what}: ${kind.shape}`;
  const invalid = 'A field is invalid (the message names it); nothing was written';
  const overlaps = `It overlaps another ${what} (named in the message)`;
  const id = Param('id', new RecordIdPipe(kind.idPath));
  const { query, refused } = kind.list;
  const params = query ? Object.keys(payloadOf(query)?.fields ?? {}) : [];

  @ApiTags(kind.tag)
  @Controller(kind.entity)
  @Writes('schedule')
  class Records {
    readonly writes: ScheduleRecordWrites<P>;

    constructor(
      @InjectDataSource() db: DataSource,
      reader: ScheduleReader,
      undo: Undo,
      readonly schedule: Schedule,
    ) {
      this.writes = new ScheduleRecordWrites(db, reader, undo, kind);
    }

    @Get()
    @Public()
    @CachedAnswer({ tags: ['schedule'], query: params })
    @ApiOkResponse({ description: `[${kind.shape}]` })
    @applyDecorators(...(refused ? [ApiBadRequestResponse({ description: refused })] : []))
    async list(@OfClass(query ?? Object, Query()) asked: never): Promise<CachedReply> {
      return new CachedJson(await kind.list.body(this.schedule, asked)).reply();
    }

    @Post()
    @Roles('editor')
    @ApiCreatedResponse({ description: stored })
    @ApiBadRequestResponse({ description: invalid })
    @ApiConflictResponse({ description: overlaps })
    create(
      @OfClass(kind.dto, Body()) body: never,
      @CurrentActor() actor: Actor,
    ): Promise<P & { id: number }> {
      return this.writes.put(null, kind.payload(body), actor);
    }

    @Put(':id')
    @Roles('editor')
    @ApiOkResponse({ description: stored })
    @ApiBadRequestResponse({ description: invalid })
    @ApiConflictResponse({ description: overlaps })
    @ApiPreconditionFailedResponse({ description: IF_MATCH_REFUSED })
    @ApiNotFoundResponse({ description: `No such ${what}` })
    update(
      @id id: number,
      @OfClass(kind.dto, Body()) body: never,
      @CurrentActor() actor: Actor,
      @IfMatch() ifMatch: string | undefined,
    ): Promise<P & { id: number }> {
      return this.writes.put(id, kind.payload(body), actor, undefined, ifMatch);
    }

    @Delete(':id')
    @Roles('editor')
    @HttpCode(HttpStatus.OK)
    @ApiOkResponse({ description: '{message}' })
    @ApiPreconditionFailedResponse({ description: IF_MATCH_REFUSED })
    @ApiNotFoundResponse({ description: `No such ${what}` })
    async remove(
      @id id: number,
      @CurrentActor() actor: Actor,
      @IfMatch() ifMatch: string | undefined,
    ): Promise<MessageResponse> {
      return { message: await this.writes.remove(id, actor, undefined, ifMatch) };
    }
  }
  return Records;
}
