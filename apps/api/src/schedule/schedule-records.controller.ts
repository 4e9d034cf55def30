import {
  Body,
  Delete,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Post,
  Put,
  type Provider,
  type Type,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPreconditionFailedResponse,
} from '@nestjs/swagger';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { MessageResponse } from '@furnace/contracts';
import type { DataSource } from 'typeorm';
import { CurrentActor } from '../audit/current-actor';
import type { Actor } from '../audit/history';
import { Undo } from '../audit/undo';
import { EditorsOnly } from '../common/editors-only';
import { RecordIdPipe } from '../common/id.pipe';
import { IF_MATCH_REFUSED, IfMatch } from '../common/if-match';
import { ScheduleReader } from './schedule-reader.service';
import { ScheduleRecordWrites, type ScheduleRecordKind } from './schedule-record-writes';
import { Schedule } from './schedule.service';

/** The kind's writes, made once per kind (the token is its entity). */
export function recordWritesProvider(kind: ScheduleRecordKind<object>): Provider {
  return {
    provide: kind.entity,
    useFactory: (db: DataSource, reader: ScheduleReader, undo: Undo) =>
      new ScheduleRecordWrites(db, reader, undo, kind),
    inject: [getDataSourceToken(), ScheduleReader, Undo],
  };
}

/**
 * `@Body()` of the kind's payload class: a generic method's signature cannot name it, so the type
 * the validation pipe and the OpenAPI read (design:paramtypes, already set when this runs) is
 * patched here.
 */
function PayloadBody(dto: Type): ParameterDecorator {
  return (target, key, index) => {
    const method = key as string;
    const types = [...((Reflect.getMetadata('design:paramtypes', target, method) as []) ?? [])];
    types[index] = dto as never;
    Reflect.defineMetadata('design:paramtypes', types, target, method);
    Body()(target, key, index);
  };
}

/**
 * POST /{entity}, PUT and DELETE /{entity}/{id} of a schedule record kind (docs/api.md "Hours");
 * the kind's controller adds its own GET (from `schedule`) and its @Controller.
 */
export function ScheduleRecordsController<P extends object>(kind: ScheduleRecordKind<P>) {
  const what = kind.label.toLowerCase();
  const stored = `The stored ${what}: ${kind.shape}`;
  const invalid = 'A field is invalid (the message names it); nothing was written';
  const overlaps = `It overlaps another ${what} (named in the message)`;
  const id = Param('id', new RecordIdPipe(kind.idPath));

  class Writes {
    constructor(
      @Inject(kind.entity) readonly writes: ScheduleRecordWrites<P>,
      readonly schedule: Schedule,
    ) {}

    @Post()
    @EditorsOnly()
    @ApiCreatedResponse({ description: stored })
    @ApiBadRequestResponse({ description: invalid })
    @ApiConflictResponse({ description: overlaps })
    create(
      @PayloadBody(kind.dto) body: never,
      @CurrentActor() actor: Actor,
    ): Promise<P & { id: number }> {
      return this.writes.put(null, kind.payload(body), actor);
    }

    @Put(':id')
    @EditorsOnly()
    @ApiOkResponse({ description: stored })
    @ApiBadRequestResponse({ description: invalid })
    @ApiConflictResponse({ description: overlaps })
    @ApiPreconditionFailedResponse({ description: IF_MATCH_REFUSED })
    @ApiNotFoundResponse({ description: `No such ${what}` })
    update(
      @id id: number,
      @PayloadBody(kind.dto) body: never,
      @CurrentActor() actor: Actor,
      @IfMatch() ifMatch: string | undefined,
    ): Promise<P & { id: number }> {
      return this.writes.put(id, kind.payload(body), actor, undefined, ifMatch);
    }

    @Delete(':id')
    @EditorsOnly()
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
  return Writes;
}
