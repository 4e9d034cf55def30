import { Module } from '@nestjs/common';
import { ScheduleReader } from './schedule-reader.service';
import { Schedule } from './schedule.service';

/**
 * The cached, cross-process-coherent view of the hours (regular week, seasons, special days) that
 * the hours, holidays, seasons and special-days modules share.
 */
@Module({
  providers: [ScheduleReader, Schedule],
  exports: [Schedule, ScheduleReader],
})
export class ScheduleModule {}
