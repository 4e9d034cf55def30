import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatTime12h, rangesText } from '@furnace/opening-hours';
import {
  HOURS_TEXTS,
  normalRanges,
  parseClockTime,
  setHolidaySchema,
  setHoursSchema,
  type SpecialDayRecord,
  type TimeRange,
  type Weekday,
} from '@furnace/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { Undo, inTransaction, recordChange, type Actor } from '../audit/history';
import { checkIfMatch } from '../common/if-match';
import { PayloadDto } from '../common/payload-dto';
import { specialDayName, SPECIAL_DAYS_LOCK } from '../schedule/schedule-records.controller';
import { weekdayHours } from '../schedule/schedule.service';

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
    undo.register('hours', (entry, tx, actor) =>
      this.setHours(entry.before as SetHoursDto, actor, tx),
    );
    undo.register('holidays', (entry, tx, actor) =>
      this.setHoliday(entry.before as SetHolidayDto, actor, tx),
    );
  }

  setHours(body: SetHoursDto, actor: Actor, tx?: EntityManager, ifMatch?: string) {
    const { day, start_time: start, end_time: end } = body;
    const change = {
      day,
      ranges: body.ranges
        ? normalRanges(body.ranges)
        : start
          ? [
              {
                open_time: parseClockTime(start) as string,
                close_time: parseClockTime(end) as string,
              },
            ]
          : [],
    };
    return this.set('hours', change.day, change, actor, tx, async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(7340100, hashtext($1))`, [change.day]);
      const ranges = (await tx.query(
        `SELECT to_char(open_time, 'HH24:MI:SS') AS open_time,
                to_char(close_time, 'HH24:MI:SS') AS close_time
           FROM opening_hour_ranges WHERE day_of_week = $1 ORDER BY open_time`,
        [change.day],
      )) as TimeRange[];
      const name = `for ${change.day}`;
      checkIfMatch(weekdayHours({ day_of_week: change.day, ranges }), {
        ifMatch,
        what: 'hours',
        name,
      });
      await tx.query('DELETE FROM opening_hour_ranges WHERE day_of_week = $1', [change.day]);
      if (change.ranges.length)
        await tx.query(
          `INSERT INTO opening_hour_ranges (day_of_week, open_time, close_time)
             SELECT $1, r.open_time::time, r.close_time::time
               FROM json_to_recordset($2::json) AS r(open_time text, close_time text)`,
          [change.day, JSON.stringify(change.ranges)],
        );
      return { message: hoursMessage(change), before: { day: change.day, ranges } };
    });
  }

  /** A holiday is a one-day closed special day: under their lock, so their overlap check holds. */
  setHoliday(body: SetHolidayDto, actor: Actor, tx?: EntityManager, ifMatch?: string) {
    const change = { date: body.date, description: body.description || null };
    return this.set('holidays', change.date, change, actor, tx, async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(${SPECIAL_DAYS_LOCK})`);
      const [covering] = (await tx.query(
        `SELECT id, to_char(date_from, 'YYYY-MM-DD') AS date_from,
                to_char(date_through, 'YYYY-MM-DD') AS date_through, reason, note,
                (SELECT count(*)::int FROM special_day_ranges r WHERE r.special_day_id = d.id) AS ranges
           FROM special_days d WHERE $1::date BETWEEN date_from AND date_through`,
        [change.date],
      )) as (Omit<SpecialDayRecord, 'ranges'> & { ranges: number })[];
      if (covering && covering.date_from !== covering.date_through)
        throw new ConflictException(
          HOURS_TEXTS.holidayInsideSpecialDays(
            change.date,
            specialDayName(covering),
            covering.date_from,
            covering.date_through,
          ),
        );
      const holiday = covering && covering.ranges === 0 ? covering : undefined;
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
