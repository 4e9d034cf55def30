import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { ScheduleModule } from '../schedule/schedule.module';
import { HoursController } from './hours.controller';
import { HoursStatusService } from './hours-status.service';
import { HoursStatusMiddleware } from './hours-status.middleware';
import { HoursWriter } from './hours-writer.service';

@Module({
  imports: [ScheduleModule],
  controllers: [HoursController],
  providers: [HoursStatusService, HoursWriter],
})
export class HoursModule implements NestModule {
  /** The hot path of GET /hours/status (see HoursStatusMiddleware): visible here, not hidden. */
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(HoursStatusMiddleware)
      .forRoutes({ path: 'hours/status', method: RequestMethod.GET });
  }
}
