import { Module } from '@nestjs/common';
import { ScheduleCache } from './schedule-cache.service';
import { ScheduleChangeListener } from './schedule-change-listener.service';
import { ScheduleReader } from './schedule-reader.service';

/** The cached, cross-process-coherent view of the hours and holidays that hours/holidays share. */
@Module({
  providers: [ScheduleReader, ScheduleCache, ScheduleChangeListener],
  exports: [ScheduleCache, ScheduleChangeListener],
})
export class ScheduleModule {}
