import { Module } from '@nestjs/common';
import { HolidaysController, HoursController } from '../hours/hours.controller';
import { DayWrites } from '../hours/day-writes.service';
import { SeasonsController, SpecialDaysController } from './schedule-records.controller';
import { Schedule } from './schedule.service';

/**
 * The hours: the regular week, holidays, seasons and special days, read through one cached,
 * cross-process-coherent view (Schedule) that the events share.
 */
@Module({
  controllers: [HoursController, HolidaysController, SeasonsController, SpecialDaysController],
  providers: [Schedule, DayWrites],
  exports: [Schedule],
})
export class ScheduleModule {}
