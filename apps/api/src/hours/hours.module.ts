import { Module } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ScheduleModule } from '../schedule/schedule.module';
import { HoursController } from './hours.controller';
import { HoursStatusService } from './hours-status.service';
import { HoursStatusMiddleware } from './hours-status.middleware';
import { HoursWriter } from './hours-writer.service';

@Module({
  imports: [ScheduleModule],
  controllers: [HoursController],
  providers: [HoursStatusService, HoursWriter, HoursStatusMiddleware],
})
export class HoursModule {
  /**
   * The hot path of GET {prefix}/hours/status (see HoursStatusMiddleware): first in Express,
   * ahead of helmet and the web layer, because the full pipeline costs this one answer several
   * times its own work. create-app calls this before installing anything else.
   */
  static installStatusHotPath(app: NestExpressApplication, apiPrefix: string): void {
    const hotPath = app.get(HoursStatusMiddleware);
    app.use(`/${apiPrefix}/hours/status`, hotPath.use.bind(hotPath));
  }
}
