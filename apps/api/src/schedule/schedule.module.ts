import { Module } from '@nestjs/common';
import { ScheduleReader } from './schedule-reader.service';
import { Schedule } from './schedule.service';

/** The cached, cross-process-coherent view of the hours and holidays that hours/holidays share. */
@Module({
  providers: [ScheduleReader, Schedule],
  exports: [Schedule],
})
export class ScheduleModule {}
