import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { CalendarController } from './calendar.controller';

@Module({
  imports: [EventsModule],
  controllers: [CalendarController],
})
export class CalendarModule {}
