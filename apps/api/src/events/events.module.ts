import { Module } from '@nestjs/common';
import { CalendarController } from '../calendar/calendar.controller';
import { ContentModule } from '../content/content.module';
import { FilesModule } from '../files/files.module';
import { ScheduleModule } from '../schedule/schedule.module';
import { EventsController } from './events.controller';
import { UpcomingEvents } from './upcoming-events.service';
import { EventsService } from './events.service';
import { EventsTrash } from './events-trash.service';

/** The events, their trash and their iCalendar feeds. */
@Module({
  imports: [FilesModule, ScheduleModule, ContentModule],
  controllers: [CalendarController, EventsController],
  providers: [EventsService, UpcomingEvents, EventsTrash],
  exports: [EventsService],
})
export class EventsModule {}
