import {
  HOURS_TEXTS,
  normalRanges,
  specialDaySchema,
  type SpecialDayPayload,
} from '@furnace/contracts';
import { PayloadDto } from '../common/payload-dto';
import { SpecialDaysQuery } from '../schedule/schedule-queries';
import type { ScheduleRecordKind } from '../schedule/schedule-record-writes';
import { ScheduleRecordsController } from '../schedule/schedule-records.controller';

/** POST /special-days and PUT /special-days/{id} body (rules: specialDaySchema). */
class SpecialDayDto extends PayloadDto(specialDaySchema) {}

/** Advisory lock key: one writer of special days (and holidays, which are special days) at a time. */
export const SPECIAL_DAYS_LOCK = 7340101;

/** How a special day is named in a 409. */
export const specialDayName = (day: { reason: string | null; note: string | null }) =>
  day.reason ?? day.note ?? 'special opening';

/** A date or a run of dates, closed or with its own ranges; it wins over seasons and the week. */
export const SPECIAL_DAYS: ScheduleRecordKind<SpecialDayPayload> = {
  entity: 'special-days',
  label: 'Special day',
  tag: 'special days',
  // The special days touching [from, to], by date_from; from defaults to today (no past ones).
  list: {
    query: SpecialDaysQuery,
    refused: 'from or to is not a calendar date, or to before from',
    body: async (schedule, { from = schedule.today(), to }: SpecialDaysQuery) =>
      (await schedule.snapshot()).specialDays.filter(
        (day) => day.date_through >= from && (to === undefined || day.date_from <= to),
      ),
  },
  lock: SPECIAL_DAYS_LOCK,
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
  find: (snapshot, id) => snapshot.specialDays.find((day) => day.id === id),
  describe: (day) =>
    `"${day.reason ?? day.note ?? (day.ranges.length ? 'special opening' : 'closed')}" (${
      day.date_from === day.date_through ? day.date_from : `${day.date_from} to ${day.date_through}`
    })`,
  columns: ['date_from', 'date_through', 'reason', 'note'],
  row: (day) => [day.date_from, day.date_through, day.reason, day.note],
  overlaps: (other) =>
    HOURS_TEXTS.specialDayOverlaps(specialDayName(other), other.date_from, other.date_through),
  ranges: {
    table: 'special_day_ranges',
    key: 'special_day_id',
    weekday: false,
    of: (day) => day.ranges,
  },
};

export class SpecialDaysController extends ScheduleRecordsController(SPECIAL_DAYS) {}
