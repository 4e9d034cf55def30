import { Body, Controller, Delete, Get, Param, Post, Put, Query, type Type } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  HOURS_TEXTS,
  normalRanges,
  seasonSchema,
  specialDaySchema,
  WEEKDAYS,
  type MessageResponse,
  type SeasonPayload,
  type SpecialDayPayload,
} from '@furnace/contracts';
import { DataSource } from 'typeorm';
import { Undo, CurrentActor, type Actor } from '../audit/history';
import { Public, Roles } from '../auth/access';
import { CachedAnswer, Writes } from '../cache/answers';
import { ApiAnswers } from '../common/api-answers';
import { CachedJson, type CachedReply } from '../common/cached-json';
import { PayloadDto, payloadOf } from '../common/payload-dto';
import { RecordIdPipe } from '../common/id.pipe';
import { IF_MATCH_REFUSED, IfMatch } from '../common/if-match';
import { SpecialDaysQuery } from './schedule-queries';
import { ScheduleRecordWrites, type ScheduleRecordKind } from './schedule-record-writes';
import { Schedule } from './schedule.service';

/** A generic method cannot name the kind's class: the type the pipe and OpenAPI read is patched. */
function OfClass(dto: Type, decorator: ParameterDecorator): ParameterDecorator {
  return (target, key, index) => {
    const method = key as string;
    const types = [...((Reflect.getMetadata('design:paramtypes', target, method) as []) ?? [])];
    types[index] = dto as never;
    Reflect.defineMetadata('design:paramtypes', types, target, method);
    decorator(target, key, index);
  };
}

/** GET and POST /{entity}, PUT and DELETE /{entity}/{id} of a schedule record kind. */
function ScheduleRecordsController<P extends object>(kind: ScheduleRecordKind<P>) {
  const what = kind.label.toLowerCase();
  const stored = `The stored ${what}: ${kind.shape}`;
  const invalid = 'A field is invalid (the message names it); nothing was written';
  const overlaps = `It overlaps another ${what} (named in the message)`;
  const missing = `No such ${what}`;
  const id = Param('id', new RecordIdPipe(kind.idPath));
  const { query, refused } = kind.list;
  const params = query ? Object.keys(payloadOf(query)?.fields ?? {}) : [];
  type Saved = (P & { id: number }) | undefined;

  @ApiTags(kind.entity.replace('-', ' '))
  @Controller(kind.entity)
  @Writes('schedule')
  class Records {
    readonly writes: ScheduleRecordWrites<P>;

    constructor(
      @InjectDataSource() db: DataSource,
      undo: Undo,
      readonly schedule: Schedule,
    ) {
      this.writes = new ScheduleRecordWrites(db, undo, kind);
    }

    @Get()
    @Public()
    @CachedAnswer({ tags: ['schedule'], query: params })
    @ApiAnswers({ 200: `[${kind.shape}]`, 400: refused })
    async list(@OfClass(query ?? Object, Query()) asked: never): Promise<CachedReply> {
      return new CachedJson(await kind.list.body(this.schedule, asked)).reply();
    }

    @Post()
    @Roles('editor')
    @ApiAnswers({ 201: stored, 400: invalid, 409: overlaps })
    create(@OfClass(kind.dto, Body()) body: never, @CurrentActor() actor: Actor): Promise<Saved> {
      return this.writes.write(null, kind.payload(body), actor);
    }

    @Put(':id')
    @Roles('editor')
    @ApiAnswers({ 200: stored, 400: invalid, 409: overlaps, 412: IF_MATCH_REFUSED, 404: missing })
    update(
      @id id: number,
      @OfClass(kind.dto, Body()) body: never,
      @CurrentActor() actor: Actor,
      @IfMatch() ifMatch: string | undefined,
    ): Promise<Saved> {
      return this.writes.write(id, kind.payload(body), actor, undefined, ifMatch);
    }

    @Delete(':id')
    @Roles('editor')
    @ApiAnswers({ 200: '{message}', 412: IF_MATCH_REFUSED, 404: missing })
    async remove(
      @id id: number,
      @CurrentActor() actor: Actor,
      @IfMatch() ifMatch: string | undefined,
    ): Promise<MessageResponse> {
      await this.writes.write(id, null, actor, undefined, ifMatch);
      return { message: `${kind.label} ${id} deleted.` };
    }
  }
  return Records;
}

class SeasonDto extends PayloadDto(seasonSchema) {}

const SEASONS: ScheduleRecordKind<SeasonPayload> = {
  entity: 'seasons',
  label: 'Season',
  list: { body: async (schedule) => (await schedule.snapshot()).seasons },
  dto: SeasonDto,
  payload(dto: SeasonDto) {
    const byDay = new Map(
      dto.hours.map((h) => [String(h.day_of_week).trim(), normalRanges(h.ranges)]),
    );
    return {
      name: dto.name,
      valid_from: dto.valid_from,
      valid_through: dto.valid_through,
      hours: WEEKDAYS.map((day) => ({ day_of_week: day, ranges: byDay.get(day) ?? [] })).filter(
        (h) => h.ranges.length > 0,
      ),
    };
  },
  shape:
    '{id, name, valid_from, valid_through, hours: [{day_of_week, ranges: [{open_time, close_time}]}]}',
  idPath: HOURS_TEXTS.seasonIdPath,
  notFound: HOURS_TEXTS.seasonNotFound,
  records: (snapshot) => snapshot.seasons,
  describe: (season) => `"${season.name}" (${season.valid_from} to ${season.valid_through})`,
  columns: ['valid_from', 'valid_through', 'name'],
  overlaps: (other) =>
    HOURS_TEXTS.seasonOverlaps(other.name, other.valid_from, other.valid_through),
  ranges: {
    table: 'season_ranges',
    key: 'season_id',
    weekday: true,
    of: (season) =>
      season.hours.flatMap((h) => h.ranges.map((r) => ({ ...r, day_of_week: h.day_of_week }))),
  },
};

export class SeasonsController extends ScheduleRecordsController(SEASONS) {}

class SpecialDayDto extends PayloadDto(specialDaySchema) {}

export const specialDayName = (day: { reason: string | null; note: string | null }) =>
  day.reason ?? day.note ?? 'special opening';

const SPECIAL_DAYS: ScheduleRecordKind<SpecialDayPayload> = {
  entity: 'special-days',
  label: 'Special day',
  list: {
    query: SpecialDaysQuery,
    refused: 'from or to is not a calendar date, or to before from',
    body: async (schedule, { from = schedule.today(), to }: SpecialDaysQuery) =>
      (await schedule.snapshot()).specialDays.filter(
        (day) => day.date_through >= from && (to === undefined || day.date_from <= to),
      ),
  },
  dto: SpecialDayDto,
  payload: (dto: SpecialDayDto) => ({
    date_from: dto.date_from,
    date_through: dto.date_through,
    ranges: normalRanges(dto.ranges),
    reason: dto.reason ? dto.reason : null,
    note: dto.note ? dto.note : null,
  }),
  shape: '{id, date_from, date_through, ranges: [{open_time, close_time}], reason, note}',
  idPath: HOURS_TEXTS.specialDayIdPath,
  notFound: HOURS_TEXTS.specialDayNotFound,
  records: (snapshot) => snapshot.specialDays,
  describe: (day) =>
    `"${day.reason ?? day.note ?? (day.ranges.length ? 'special opening' : 'closed')}" (${
      day.date_from === day.date_through ? day.date_from : `${day.date_from} to ${day.date_through}`
    })`,
  columns: ['date_from', 'date_through', 'reason', 'note'],
  overlaps: (other) =>
    HOURS_TEXTS.specialDayOverlaps(specialDayName(other), other.date_from, other.date_through),
  ranges: {
    table: 'special_day_ranges',
    key: 'special_day_id',
    of: (day) => day.ranges,
  },
};

export class SpecialDaysController extends ScheduleRecordsController(SPECIAL_DAYS) {}
