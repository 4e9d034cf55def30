import { Module } from '@nestjs/common';
import { ScheduleModule } from '../schedule/schedule.module';
import { HolidaysController } from './holidays.controller';
import { HolidaysService } from './holidays.service';

@Module({
  imports: [ScheduleModule],
  controllers: [HolidaysController],
  providers: [HolidaysService],
})
export class HolidaysModule {}
