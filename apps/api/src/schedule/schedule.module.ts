import { Module } from '@nestjs/common';
import { HolidaysService } from '../holidays/holidays.service';
import { HolidaysController, HoursController } from '../hours/hours.controller';
import { HoursStatusService } from '../hours/hours-status.service';
import { HoursWriter } from '../hours/hours-writer.service';
import { SeasonsController } from '../seasons/seasons.controller';
import { SpecialDaysController } from '../special-days/special-days.controller';
import { ScheduleReader } from './schedule-reader.service';
import { Schedule } from './schedule.service';

/**
 * The hours: the regular week, holidays, seasons and special days, read through one cached,
 * cross-process-coherent view (Schedule) that the events share.
 */
@Module({
  controllers: [HoursController, HolidaysController, SeasonsController, SpecialDaysController],
  providers: [ScheduleReader, Schedule, HoursStatusService, HoursWriter, HolidaysService],
  exports: [Schedule],
})
export class ScheduleModule {}
