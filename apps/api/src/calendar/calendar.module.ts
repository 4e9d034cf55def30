import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module';
import { EventsModule } from '../events/events.module';
import { CalendarFeed } from './calendar-feed';
import { CalendarController } from './calendar.controller';

@Module({
  imports: [EventsModule, ContentModule],
  controllers: [CalendarController],
  providers: [CalendarFeed],
})
export class CalendarModule {}
