import { Module } from '@nestjs/common';
import { ScheduleModule } from '../schedule/schedule.module';
import { HoursController } from './hours.controller';
import { HoursStatusService } from './hours-status.service';

@Module({
  imports: [ScheduleModule],
  controllers: [HoursController],
  providers: [HoursStatusService],
})
export class HoursModule {}
