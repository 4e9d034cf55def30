import { Module } from '@nestjs/common';
import { SeasonsController, SEASONS } from '../seasons/seasons.controller';
import { SpecialDaysController, SPECIAL_DAYS } from '../special-days/special-days.controller';
import { recordWritesProvider } from './schedule-records.controller';
import { ScheduleModule } from './schedule.module';

/** /seasons and /special-days: the two schedule record kinds, one controller and writer each. */
@Module({
  imports: [ScheduleModule],
  controllers: [SeasonsController, SpecialDaysController],
  providers: [recordWritesProvider(SEASONS), recordWritesProvider(SPECIAL_DAYS)],
})
export class ScheduleRecordsModule {}
