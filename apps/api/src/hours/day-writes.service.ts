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
import { Undo, type Actor, type Change } from '../audit/history';
import { checkIfMatch } from '../common/if-match';
import { PayloadDto } from '../common/payload-dto';
import { specialDayName } from '../schedule/schedule-records.controller';
import { replaceRanges, scheduleWrite, weekdayHours } from '../schedule/schedule.service';

const HOUR_RANGES = { table: 'opening_hour_ranges', key: 'day_of_week' };

export class SetHoursDto extends PayloadDto(setHoursSchema) {}
export class SetHolidayDto extends PayloadDto(setHolidaySchema) {}

/** `tx`: an undo's, its `before` ({day, ranges} or {date, description}) a valid body too. */
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

  /** Concurrent writes to a day leave the last one's. */
  setHours(body: SetHoursDto, actor: Actor, tx?: EntityManager, ifMatch?: string) {
    const { day, start_time: open, end_time: close } = body;
    const given = body.ranges ?? (open ? [{ open_time: open, close_time: close as string }] : []);
    const after = { day, ranges: normalRanges(given) };
    return scheduleWrite(this.db, tx, `hours ${day}`, actor, async (tx, { regular }) => {
      const current = regular.find((weekday) => weekday.day_of_week === day) as WeekdayRanges;
      checkIfMatch(weekdayHours(current), { ifMatch, what: 'hours', name: `for ${day}` });
      await replaceRanges(tx, HOUR_RANGES, day, after.ranges);
      const summary = hoursMessage(after);
      const before = { day, ranges: current.ranges };
      return [summary, { entity: 'hours', entityId: day, action: 'set', summary, before, after }];
    });
  }

  /** A holiday is a one-day closed special day: under their lock, so their overlap check holds. */
  setHoliday(body: SetHolidayDto, actor: Actor, tx?: EntityManager, ifMatch?: string) {
    const after = { date: body.date, description: body.description || null };
    const { date, description } = after;
    return scheduleWrite(this.db, tx, 'special-days', actor, async (tx, { specialDays }) => {
      const covering = specialDays.find((day) => day.date_from <= date && date <= day.date_through);
      if (covering && covering.date_from !== covering.date_through)
        throw new ConflictException(
          HOURS_TEXTS.holidayInsideSpecialDays(
            date,
            specialDayName(covering),
            covering.date_from,
            covering.date_through,
          ),
        );
      const holiday = covering && covering.ranges.length === 0 ? covering : undefined;
      const listed = holiday && { holiday_date: date, description: holiday.reason };
      checkIfMatch(listed ?? null, { ifMatch, what: 'holiday', name: `on ${date}` });
      const before = { date, description: holiday ? (holiday.reason ?? '') : null };
      const done = (message: string): [string, Change] => {
        const summary = description ? `${message} (${description})` : message;
        return [
          message,
          { entity: 'holidays', entityId: date, action: 'set', summary, before, after },
        ];
      };
      if (description === null) {
        // Only a closure is a holiday: a special opening on that date stays.
        if (!holiday) return done(`There was no holiday on ${date}.`);
        await tx.query('DELETE FROM special_days WHERE id = $1', [holiday.id]);
        return done(`Holiday on ${date} removed.`);
      }
      // The one-day special day on that date, or a new one, closed for this reason.
      const [{ id }] = (await tx.query(
        `INSERT INTO special_days (id, date_from, date_through, reason)
         VALUES (coalesce($1, nextval(pg_get_serial_sequence('special_days', 'id'))), $2, $2, $3)
         ON CONFLICT (id) DO UPDATE SET reason = EXCLUDED.reason, updated_at = now() RETURNING id`,
        [covering?.id ?? null, date, description],
      )) as [{ id: number }];
      await tx.query('DELETE FROM special_day_ranges WHERE special_day_id = $1', [id]);
      return done(`Holiday on ${date} saved.`);
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
