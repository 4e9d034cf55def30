import { Module } from '@nestjs/common';
import { ScheduleModule } from '../schedule/schedule.module';
import { HoursController } from './hours.controller';
import { HoursStatusService } from './hours-status.service';
import { HoursWriter } from './hours-writer.service';

@Module({
  imports: [ScheduleModule],
  controllers: [HoursController],
  providers: [HoursStatusService, HoursWriter],
})
export class HoursModule {}
