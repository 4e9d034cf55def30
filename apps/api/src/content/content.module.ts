import { Module } from '@nestjs/common';
import { AlertsController } from '../alerts/alerts.controller';
import { AlertsService } from '../alerts/alerts.service';
import { ContentController } from './content.controller';
import { ContentService } from './content.service';

/** docs/api.md "Site content and alerts": the page texts and the alerts above every page. */
@Module({
  controllers: [ContentController, AlertsController],
  providers: [ContentService, AlertsService],
  exports: [ContentService],
})
export class ContentModule {}
