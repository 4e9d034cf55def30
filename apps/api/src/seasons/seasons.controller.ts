import {
  HOURS_TEXTS,
  normalRanges,
  seasonSchema,
  WEEKDAYS,
  type SeasonPayload,
} from '@furnace/contracts';
import { PayloadDto } from '../common/payload-dto';
import type { ScheduleRecordKind } from '../schedule/schedule-record-writes';
import { ScheduleRecordsController } from '../schedule/schedule-records.controller';

/** POST /seasons and PUT /seasons/{id} body (rules: seasonSchema). */
class SeasonDto extends PayloadDto(seasonSchema) {}

/** A named weekly set of ranges between two dates that replaces the regular week. */
export const SEASONS: ScheduleRecordKind<SeasonPayload> = {
  entity: 'seasons',
  label: 'Season',
  tag: 'seasons',
  // Every season, by valid_from (days not listed in `hours` are closed in that season).
  list: { body: async (schedule) => (await schedule.snapshot()).seasons },
  lock: 7340102,
  dto: SeasonDto,
  payload(dto: SeasonDto) {
    const byDay = new Map(
      dto.hours.map((h) => [String(h.day_of_week).trim(), normalRanges(h.ranges)]),
    );
    return {
      name: dto.name,
      valid_from: dto.valid_from,
      valid_through: dto.valid_through,
      // As stored and listed: weekdays in order, only those with ranges.
      hours: WEEKDAYS.map((day) => ({ day_of_week: day, ranges: byDay.get(day) ?? [] })).filter(
        (h) => h.ranges.length > 0,
      ),
    };
  },
  shape:
    '{id, name, valid_from, valid_through, hours: [{day_of_week, ranges: [{open_time, close_time}]}]}',
  idPath: HOURS_TEXTS.seasonIdPath,
  notFound: HOURS_TEXTS.seasonNotFound,
  find: (snapshot, id) => snapshot.seasons.find((season) => season.id === id),
  describe: (season) => `"${season.name}" (${season.valid_from} to ${season.valid_through})`,
  columns: ['valid_from', 'valid_through', 'name'],
  row: (season) => [season.valid_from, season.valid_through, season.name],
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
