import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { HOURS_TEXTS, setHolidaySchema } from '@furnace/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { checkIfMatch } from '../common/if-match';
import { PayloadDto } from '../common/payload-dto';
import { inTransaction, recordChange, type Actor } from '../audit/history';
import { Undo } from '../audit/undo';
import { specialDayName, SPECIAL_DAYS_LOCK } from '../special-days/special-days.controller';

/** POST /holidays/set body (its rules: setHolidaySchema in @furnace/contracts). */
export class SetHolidayDto extends PayloadDto(setHolidaySchema) {}

/** A date's holiday; description null: none. */
interface HolidayChange {
  date: string;
  description: string | null;
}

export const holidayChange = (dto: SetHolidayDto): HolidayChange => ({
  date: dto.date,
  description: dto.description ? dto.description : null,
});

interface CoveringRow {
  id: number;
  date_from: string;
  date_through: string;
  reason: string | null;
  note: string | null;
  ranges: number;
}

/**
 * The spec's holidays are one-day closed special days (docs/api.md "Hours"): setting one creates
 * or replaces the special day on that date; a null or empty description removes the closure.
 */
@Injectable()
export class HolidaysService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    undo: Undo,
  ) {
    undo.register('holidays', (entry, tx, actor) =>
      this.set(entry.before as HolidayChange, actor, tx),
    );
  }

  /**
   * Sets or removes the date's holiday and writes its History entry, under the special days' lock
   * (so the overlap check holds); `ifMatch`: the date's row as GET /holidays listed it.
   */
  set(change: HolidayChange, actor: Actor, tx?: EntityManager, ifMatch?: string): Promise<string> {
    return inTransaction(this.db, tx, async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(${SPECIAL_DAYS_LOCK})`);
      const { message, before } = await this.write(tx, change, ifMatch);
      await recordChange(tx, actor, {
        entity: 'holidays',
        entityId: change.date,
        action: 'set',
        summary: change.description ? `${message} (${change.description})` : message,
        before,
        after: change,
        undoable: true,
      });
      return message;
    });
  }

  /** `before`: the date's holiday as it was. */
  private async write(
    tx: EntityManager,
    change: HolidayChange,
    ifMatch: string | undefined,
  ): Promise<{ message: string; before: HolidayChange }> {
    const [covering] = (await tx.query(
      `SELECT id, to_char(date_from, 'YYYY-MM-DD') AS date_from,
              to_char(date_through, 'YYYY-MM-DD') AS date_through, reason, note,
              (SELECT count(*)::int FROM special_day_ranges r WHERE r.special_day_id = d.id) AS ranges
         FROM special_days d WHERE $1::date BETWEEN date_from AND date_through`,
      [change.date],
    )) as CoveringRow[];
    const oneDay = covering && covering.date_from === covering.date_through;
    if (covering && !oneDay)
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
    if (change.description === null) {
      // Only a closure is a holiday: a special opening on that date stays.
      if (!holiday) return { message: `There was no holiday on ${change.date}.`, before };
      await tx.query('DELETE FROM special_days WHERE id = $1', [holiday.id]);
      return { message: `Holiday on ${change.date} removed.`, before };
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
    return { message: `Holiday on ${change.date} saved.`, before };
  }
}
