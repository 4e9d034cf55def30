import { Inject, Injectable } from '@nestjs/common';
import type { HoursStatus } from '@furnace/contracts';
import { computeOpenStatus } from '@furnace/opening-hours';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ScheduleCache } from '../schedule/schedule-cache.service';

/** OPEN/CLOSED at an instant: the rules live in @furnace/opening-hours; the data comes from the cache. */
@Injectable()
export class HoursStatusService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: ScheduleCache,
  ) {}

  async statusAt(at: Date): Promise<HoursStatus> {
    const { hours, holidays } = await this.cache.get();
    // Computed per request, never cached: the answer changes with the clock, not only with the data.
    const { status, message } = computeOpenStatus({ hours, holidays, at, timeZone: this.config.museumTimeZone });
    return { status, message };
  }
}
