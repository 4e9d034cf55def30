import { Module } from '@nestjs/common';
import { ScheduleModule } from '../schedule/schedule.module';
import { SeasonsController } from './seasons.controller';
import { SeasonsService } from './seasons.service';

@Module({
  imports: [ScheduleModule],
  controllers: [SeasonsController],
  providers: [SeasonsService],
})
export class SeasonsModule {}
