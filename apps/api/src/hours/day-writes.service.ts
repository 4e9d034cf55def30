import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { rangesText } from '@furnace/opening-hours';
import {
  formatTime12h,
  HOURS_TEXTS,
  normalRanges,
  setHolidaySchema,
  setHoursSchema,
  type TimeRange,
  type Weekday,
  type WeekdayRanges,
} from '@furnace/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { Undo, inTransaction, recordChange, type Actor } from '../audit/history';
import { checkIfMatch } from '../common/if-match';
import { PayloadDto } from '../common/payload-dto';
import { specialDayName, SPECIAL_DAYS_LOCK } from '../schedule/schedule-records.controller';
import { readSchedule, weekdayHours } from '../schedule/schedule.service';
import { replaceRanges } from '../schedule/schedule-record-writes';

const HOUR_RANGES = { table: 'opening_hour_ranges', key: 'day_of_week' };

export class SetHoursDto extends PayloadDto(setHoursSchema) {}
export class SetHolidayDto extends PayloadDto(setHolidaySchema) {}

/**
 * Each write under an advisory lock: concurrent writes leave the last one's. `tx`: an undo's,
 * its `before` ({day, ranges} or {date, description}) a valid body too.
 */
@Injectable()
export class DayWrites {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    undo: Undo,
  ) {
    undo.set('hours', (entry, tx, actor) => this.setHours(entry.before as SetHoursDto, actor, tx));
    undo.set('holidays', (entry, tx, actor) =>
      this.setHoliday(entry.before as SetHolidayDto, actor, tx),
    );
  }

  setHours(body: SetHoursDto, actor: Actor, tx?: EntityManager, ifMatch?: string) {
    const { day, start_time: open, end_time: close } = body;
    const given = body.ranges ?? (open ? [{ open_time: open, close_time: close as string }] : []);
    const change = { day, ranges: normalRanges(given) };
    return this.set('hours', day, change, actor, tx, async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(7340100, hashtext($1))`, [day]);
      const { regular } = await readSchedule(tx);
      const current = regular.find((weekday) => weekday.day_of_week === day) as WeekdayRanges;
      checkIfMatch(weekdayHours(current), { ifMatch, what: 'hours', name: `for ${day}` });
      await replaceRanges(tx, HOUR_RANGES, day, change.ranges);
      return { message: hoursMessage(change), before: { day, ranges: current.ranges } };
    });
  }

  /** A holiday is a one-day closed special day: under their lock, so their overlap check holds. */
  setHoliday(body: SetHolidayDto, actor: Actor, tx?: EntityManager, ifMatch?: string) {
    const change = { date: body.date, description: body.description || null };
    return this.set('holidays', change.date, change, actor, tx, async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(${SPECIAL_DAYS_LOCK})`);
      const covering = (await readSchedule(tx)).specialDays.find(
        (day) => day.date_from <= change.date && change.date <= day.date_through,
      );
      if (covering && covering.date_from !== covering.date_through)
        throw new ConflictException(
          HOURS_TEXTS.holidayInsideSpecialDays(
            change.date,
            specialDayName(covering),
            covering.date_from,
            covering.date_through,
          ),
        );
      const holiday = covering && covering.ranges.length === 0 ? covering : undefined;
      const listed = holiday && { holiday_date: change.date, description: holiday.reason };
      checkIfMatch(listed ?? null, { ifMatch, what: 'holiday', name: `on ${change.date}` });
      const before = { date: change.date, description: holiday ? (holiday.reason ?? '') : null };
      const done = (message: string) => ({
        message,
        summary: change.description ? `${message} (${change.description})` : message,
        before,
      });
      if (change.description === null) {
        // Only a closure is a holiday: a special opening on that date stays.
        if (!holiday) return done(`There was no holiday on ${change.date}.`);
        await tx.query('DELETE FROM special_days WHERE id = $1', [holiday.id]);
        return done(`Holiday on ${change.date} removed.`);
      }
      if (covering) {
        await tx.query('DELETE FROM special_day_ranges WHERE special_day_id = $1', [covering.id]);
        await tx.query('UPDATE special_days SET reason = $2, updated_at = now() WHERE id = $1', [
          covering.id,
          change.description,
        ]);
      } else {
        await tx.query(
          `INSERT INTO special_days (date_from, date_through, reason) VALUES ($1, $1, $2)`,
          [change.date, change.description],
        );
      }
      return done(`Holiday on ${change.date} saved.`);
    });
  }

  private set<C>(
    entity: 'hours' | 'holidays',
    entityId: string,
    change: C,
    actor: Actor,
    tx: EntityManager | undefined,
    write: (tx: EntityManager) => Promise<{ message: string; summary?: string; before: C }>,
  ): Promise<string> {
    return inTransaction(this.db, tx, async (tx) => {
      const { message, summary = message, before } = await write(tx);
      await recordChange(tx, actor, {
        entity,
        entityId,
        action: 'set',
        summary,
        before,
        after: change,
        undoable: true,
      });
      return message;
    });
  }
}

function hoursMessage(change: { day: Weekday; ranges: TimeRange[] }): string {
  const [only, ...more] = change.ranges;
  if (!only) return `${change.day} is now closed.`;
  // The spec's one-range message is kept as it was; several ranges read as the status does.
  return more.length === 0
    ? `Hours for ${change.day} set to ${formatTime12h(only.open_time)} - ${formatTime12h(only.close_time)}.`
    : `Hours for ${change.day} set to ${rangesText(change.ranges)}.`;
}
