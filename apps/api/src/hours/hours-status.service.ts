import { Inject, Injectable } from '@nestjs/common';
import { MAX_SCHEDULE_DAYS, type HoursStatus } from '@furnace/contracts';
import { secondsUntilStatusChange, statusAt } from '@furnace/opening-hours';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Schedule } from '../schedule/schedule.service';
import type { ScheduleSnapshot } from '../schedule/schedule-reader.service';

/** How many distinct seconds to remember (`?at=` previews beside "now"). */
const MEMO_SIZE = 64;

/** Answers by whole UTC second, the oldest forgotten first. */
class BySecond<T> extends Map<number, T> {
  remember(second: number, work: () => T): T {
    if (this.has(second)) return this.get(second) as T;
    const value = work();
    if (this.size >= MEMO_SIZE) this.delete(this.keys().next().value as number);
    this.set(second, value);
    return value;
  }
}

/**
 * OPEN/CLOSED at an instant (the rules: @furnace/opening-hours), memoised per whole UTC second for
 * one snapshot of the data. That is exact: hours are whole seconds on the wall clock, seasons and
 * special days whole days, IANA offsets whole minutes, so nothing changes inside a second. It
 * turns the rule engine's cost (time zones, up to 400 days resolved) into a map lookup.
 */
@Injectable()
export class HoursStatusService {
  private memoFor: ScheduleSnapshot | null = null;
  private readonly statuses = new BySecond<HoursStatus>();
  private readonly lifetimes = new BySecond<number>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly schedule: Schedule,
  ) {}

  async statusAt(at: Date): Promise<HoursStatus> {
    const { calendar } = await this.current();
    return this.statuses.remember(Math.floor(at.getTime() / 1000), () => {
      const timeZone = this.config.museumTimeZone;
      const { status, message } = statusAt({ calendar, at, timeZone, horizon: MAX_SCHEDULE_DAYS });
      return { status, message };
    });
  }

  /**
   * Whole seconds the answer for `at` stays the same (HTTP caches may keep it that long), counted
   * from the start of its second less one: the same for the whole second, never past the change.
   */
  async lifetimeAt(at: Date): Promise<number> {
    const { calendar } = await this.current();
    const second = Math.floor(at.getTime() / 1000);
    return this.lifetimes.remember(second, () => {
      const start = new Date(second * 1000);
      const until = secondsUntilStatusChange(calendar, start, this.config.museumTimeZone);
      return Math.max(0, until - 1);
    });
  }

  private async current(): Promise<ScheduleSnapshot> {
    const snapshot = await this.schedule.snapshot();
    if (snapshot !== this.memoFor) {
      this.statuses.clear();
      this.lifetimes.clear();
      this.memoFor = snapshot;
    }
    return snapshot;
  }
}
