import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { EventsController } from './events.controller';
import { UpcomingEvents } from './upcoming-events.service';
import { EventsService } from './events.service';

@Module({
  imports: [FilesModule],
  controllers: [EventsController],
  providers: [EventsService, UpcomingEvents],
  exports: [EventsService, UpcomingEvents],
})
export class EventsModule {}
