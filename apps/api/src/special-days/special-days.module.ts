import { Module } from '@nestjs/common';
import { ScheduleModule } from '../schedule/schedule.module';
import { SpecialDaysController } from './special-days.controller';
import { SpecialDaysService } from './special-days.service';

@Module({
  imports: [ScheduleModule],
  controllers: [SpecialDaysController],
  providers: [SpecialDaysService],
})
export class SpecialDaysModule {}
