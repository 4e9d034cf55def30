import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { CalendarFeed } from './calendar-feed';
import { CalendarController } from './calendar.controller';

@Module({
  imports: [EventsModule],
  controllers: [CalendarController],
  providers: [CalendarFeed],
})
export class CalendarModule {}
