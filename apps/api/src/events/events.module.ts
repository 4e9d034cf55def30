import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { EventsController } from './events.controller';
import { EventsListCache } from './events-list-cache.service';
import { EventsService } from './events.service';

@Module({
  imports: [FilesModule],
  controllers: [EventsController],
  providers: [EventsService, EventsListCache],
  exports: [EventsService, EventsListCache],
})
export class EventsModule {}
