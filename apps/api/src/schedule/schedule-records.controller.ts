import {
  Body,
  ConflictException,
  Controller,
  Delete,
  Get,
  NotFoundException,
  Param,
  Post,
  Put,
  Query,
  type Type,
} from '@nestjs/common';
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
import { DataSource, type EntityManager } from 'typeorm';
import { Undo, type Actor } from '../audit/history';
import { CurrentUser } from '../auth/jwt.strategy';
import { Public, Roles } from '../auth/access';
import { CachedAnswer, Writes } from '../cache/answers';
import { ApiAnswers } from '../common/api-answers';
import { CachedJson, type CachedReply } from '../common/cached-json';
import { PayloadDto, payloadOf } from '../common/payload-dto';
import { RecordIdPipe } from '../common/id.pipe';
import { checkIfMatch, IF_MATCH_REFUSED, IfMatch } from '../common/if-match';
import { SpecialDaysQuery } from './schedule-queries';
import { replaceRanges, Schedule, scheduleWrite, type ScheduleSnapshot } from './schedule.service';

/** What tells seasons from special days. */
interface ScheduleRecordKind<P> {
  /** The route, the History's entity and (with _ for -) the table. */
  entity: 'seasons' | 'special-days';
  label: 'Season' | 'Special day';
  /** GET /{entity}: its query's class (none: no query), the query's 400, and the answer. */
  list: {
    query?: Type;
    refused?: string;
    body(schedule: Schedule, query: never): Promise<unknown>;
  };
  /** The request body's class, and the payload it reads as. */
  dto: Type;
  payload(body: never): P;
  /** For OpenAPI. */
  shape: string;
  idPath(value: string): string;
  notFound(id: number): string;
  /** As listed, by their first date. */
  records(snapshot: ScheduleSnapshot): (P & { id: number })[];
  /** The record as the History and the 412 name it. */
  describe(payload: P): string;
  /** Named as in the payload, the first two the dates it covers. */
  columns: readonly (keyof P & string)[];
  /** The 409's text for another record on those dates. */
  overlaps(other: P): string;
  /** The ranges' table (replaceRanges), and the rows of a payload. */
  ranges: { table: string; key: string; weekday?: boolean; of(payload: P): object[] };
}

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
  const what = kind.label.toLowerCase() as 'season' | 'special day';
  const stored = `The stored ${what}: ${kind.shape}`;
  const invalid = 'A field is invalid (the message names it); nothing was written';
  const overlaps = `It overlaps another ${what} (named in the message)`;
  const missing = `No such ${what}`;
  const id = Param('id', new RecordIdPipe(kind.idPath));
  const { query, refused } = kind.list;
  const params = query ? Object.keys(payloadOf(query)?.fields ?? {}) : [];
  type Saved = (P & { id: number }) | undefined;
  const table = kind.entity.replace('-', '_');
  /** The first two columns: the dates a record covers. */
  const dates = (record: P) => kind.columns.slice(0, 2).map((column) => record[column] as string);

  @ApiTags(kind.entity.replace('-', ' '))
  @Controller(kind.entity)
  @Writes('schedule')
  class Records {
    constructor(
      @InjectDataSource() private readonly db: DataSource,
      undo: Undo,
      readonly schedule: Schedule,
    ) {
      // A create is undone by deleting the record, a change by putting `before` back, a delete by
      // creating it again (under a new id) with the values it had.
      undo.set(kind.entity, async (entry, tx, actor) => {
        const { id: _id, ...before } = (entry.before ?? {}) as P & { id?: number };
        const id = entry.action === 'delete' ? null : Number(entry.entity_id);
        await this.write(id, entry.action === 'create' ? null : (before as P), actor, tx);
      });
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
    create(@OfClass(kind.dto, Body()) body: never, @CurrentUser() actor: Actor): Promise<Saved> {
      return this.write(null, kind.payload(body), actor);
    }

    @Put(':id')
    @Roles('editor')
    @ApiAnswers({ 200: stored, 400: invalid, 409: overlaps, 412: IF_MATCH_REFUSED, 404: missing })
    update(
      @id id: number,
      @OfClass(kind.dto, Body()) body: never,
      @CurrentUser() actor: Actor,
      @IfMatch() ifMatch: string | undefined,
    ): Promise<Saved> {
      return this.write(id, kind.payload(body), actor, undefined, ifMatch);
    }

    @Delete(':id')
    @Roles('editor')
    @ApiAnswers({ 200: '{message}', 412: IF_MATCH_REFUSED, 404: missing })
    async remove(
      @id id: number,
      @CurrentUser() actor: Actor,
      @IfMatch() ifMatch: string | undefined,
    ): Promise<MessageResponse> {
      await this.write(id, null, actor, undefined, ifMatch);
      return { message: `${kind.label} ${id} deleted.` };
    }

    /**
     * Creates (`id` null), replaces or (`payload` null) deletes the record, under the kind's lock
     * so the 409 naming the record on the same dates is exact (the table's exclusion constraint
     * backs it). `tx`: an undo's.
     */
    write(
      id: number | null,
      payload: P | null,
      actor: Actor,
      tx?: EntityManager,
      ifMatch?: string,
    ): Promise<Saved> {
      const { entity, label, columns, ranges } = kind;
      const action = id === null ? 'create' : payload ? 'update' : 'delete';
      return scheduleWrite(this.db, tx, entity, actor, async (tx, schedule) => {
        const records = kind.records(schedule);
        const before = records.find((record) => record.id === id);
        if (id !== null && !before) throw new NotFoundException(kind.notFound(id));
        if (before) checkIfMatch(before, { ifMatch, what, name: kind.describe(before) });
        let after: Saved;
        if (payload) {
          const [from, through] = dates(payload);
          const other = records.find(
            (record) => record.id !== id && dates(record)[0] <= through && dates(record)[1] >= from,
          );
          if (other) throw new ConflictException(kind.overlaps(other));
          // A new record (`id` null) takes the next id; one that exists is changed in place.
          const [saved] = (await tx.query(
            `INSERT INTO ${table} (id, ${columns})
             VALUES (coalesce($1, nextval(pg_get_serial_sequence('${table}', 'id'))),
                     ${columns.map((_, i) => `$${i + 2}`)})
             ON CONFLICT (id) DO UPDATE
               SET (${columns}, updated_at) = (${columns.map((c) => `EXCLUDED.${c}`)}, now())
             RETURNING id`,
            [id, ...columns.map((column) => payload[column])],
          )) as [{ id: number }];
          await replaceRanges(tx, ranges, saved.id, ranges.of(payload));
          after = { ...saved, ...payload };
        } else await tx.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
        const done = { create: 'added', update: 'changed', delete: 'deleted' }[action];
        const summary = `${label} ${kind.describe((after ?? before) as P)} ${done}`;
        const entityId = id ?? (after as { id: number }).id;
        return [after, { entity, entityId, action, summary, before, after }];
      });
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
