import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { ScheduleModule } from '../schedule/schedule.module';
import { EventsController } from './events.controller';
import { EventWritesController } from './event-writes.controller';
import { UpcomingEvents } from './upcoming-events.service';
import { EventsService } from './events.service';
import { EventsTrash } from './events-trash.service';
import { EventsTrashController } from './events-trash.controller';

@Module({
  imports: [FilesModule, ScheduleModule],
  // The trash first: /events/trash must not be read as /events/{count}.
  controllers: [EventsTrashController, EventsController, EventWritesController],
  providers: [EventsService, UpcomingEvents, EventsTrash],
  exports: [EventsService, UpcomingEvents],
})
export class EventsModule {}
