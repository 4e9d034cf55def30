import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatTime12h, rangesText } from '@furnace/opening-hours';
import {
  normalRanges,
  parseClockTime,
  setHoursSchema,
  type TimeRange,
  type Weekday,
} from '@furnace/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { inTransaction, recordChange, type Actor } from '../audit/history';
import { Undo } from '../audit/undo';
import { checkIfMatch } from '../common/if-match';
import { PayloadDto } from '../common/payload-dto';
import { weekdayHours } from '../schedule/schedule.service';

/** POST /hours/set body, in either form (its rules: setHoursSchema in @furnace/contracts). */
export class SetHoursDto extends PayloadDto(setHoursSchema) {}

/** One weekday's ranges in the regular week ('HH:MM:SS', by opening time); none: closed. */
interface HoursChange {
  day: Weekday;
  ranges: TimeRange[];
}

export function hoursChange(dto: SetHoursDto): HoursChange {
  if (dto.ranges !== undefined) return { day: dto.day, ranges: normalRanges(dto.ranges) };
  if (dto.start_time === null || dto.start_time === '') return { day: dto.day, ranges: [] };
  const range = {
    open_time: parseClockTime(dto.start_time) as string,
    close_time: parseClockTime(dto.end_time) as string,
  };
  return { day: dto.day, ranges: [range] };
}

@Injectable()
export class HoursWriter {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    undo: Undo,
  ) {
    undo.register('hours', (entry, tx, actor) => this.set(entry.before as HoursChange, actor, tx));
  }

  /**
   * Replaces one weekday's ranges, and writes its History entry, in one transaction, under an
   * advisory lock per weekday (concurrent writes leave exactly the last one's ranges). `tx`: the
   * revert's, when it is an undo; `ifMatch`: the day as GET /hours listed it (else 412).
   */
  async set(
    change: HoursChange,
    actor: Actor,
    tx?: EntityManager,
    ifMatch?: string,
  ): Promise<string> {
    const message = messageOf(change);
    await inTransaction(this.db, tx, async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(7340100, hashtext($1))`, [change.day]);
      const ranges = (await tx.query(
        `SELECT to_char(open_time, 'HH24:MI:SS') AS open_time,
                  to_char(close_time, 'HH24:MI:SS') AS close_time
             FROM opening_hour_ranges WHERE day_of_week = $1 ORDER BY open_time`,
        [change.day],
      )) as TimeRange[];
      const name = `for ${change.day}`;
      checkIfMatch(weekdayHours(change.day, ranges), { ifMatch, what: 'hours', name });
      await tx.query('DELETE FROM opening_hour_ranges WHERE day_of_week = $1', [change.day]);
      if (change.ranges.length)
        await tx.query(
          `INSERT INTO opening_hour_ranges (day_of_week, open_time, close_time)
             SELECT $1, r.open_time::time, r.close_time::time
               FROM json_to_recordset($2::json) AS r(open_time text, close_time text)`,
          [change.day, JSON.stringify(change.ranges)],
        );
      await recordChange(tx, actor, {
        entity: 'hours',
        entityId: change.day,
        action: 'set',
        summary: message,
        before: { day: change.day, ranges },
        after: change,
        undoable: true,
      });
    });
    return message;
  }
}

/** What the change did, in the words the answer and the History both use. */
function messageOf(change: HoursChange): string {
  const [only, ...more] = change.ranges;
  if (!only) return `${change.day} is now closed.`;
  // The spec's one-range message is kept as it was; several ranges read as the status does.
  return more.length === 0
    ? `Hours for ${change.day} set to ${formatTime12h(only.open_time)} - ${formatTime12h(only.close_time)}.`
    : `Hours for ${change.day} set to ${rangesText(change.ranges)}.`;
}
