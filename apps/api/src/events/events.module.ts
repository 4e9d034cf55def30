import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { EventsController } from './events.controller';
import { EventsService } from './events.service';

@Module({
  imports: [FilesModule],
  controllers: [EventsController],
  providers: [EventsService],
  exports: [EventsService],
})
export class EventsModule {}
