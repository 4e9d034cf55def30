import { Inject, Injectable } from '@nestjs/common';
import { MAX_SCHEDULE_DAYS, type HoursStatus } from '@furnace/contracts';
import { secondsUntilStatusChange, statusAt } from '@furnace/opening-hours';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Schedule, type ScheduleSnapshot } from '../schedule/schedule.service';

/** How many distinct seconds to remember (`?at=` previews beside "now"). */
const MEMO_SIZE = 64;

/**
 * The status at an instant and how many whole seconds it stays the same (HTTP caches may keep it
 * that long), counted from the start of its second less one: the same for the whole second,
 * never past the change.
 */
interface StatusAt {
  status: HoursStatus;
  lifetime: number;
}

/**
 * OPEN/CLOSED at an instant (the rules: @furnace/opening-hours), memoised per whole UTC second for
 * one snapshot of the data, the oldest second forgotten first. That is exact: hours are whole
 * seconds on the wall clock, seasons and special days whole days, IANA offsets whole minutes, so
 * nothing changes inside a second. It turns the rule engine's cost (time zones, up to 400 days
 * resolved) into a map lookup.
 */
@Injectable()
export class HoursStatusService {
  private memoFor: ScheduleSnapshot | null = null;
  private readonly bySecond = new Map<number, StatusAt>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly schedule: Schedule,
  ) {}

  async at(at: Date): Promise<StatusAt> {
    const snapshot = await this.schedule.snapshot();
    if (snapshot !== this.memoFor) {
      this.bySecond.clear();
      this.memoFor = snapshot;
    }
    const second = Math.floor(at.getTime() / 1000);
    const known = this.bySecond.get(second);
    if (known) return known;
    const { calendar } = snapshot;
    const timeZone = this.config.museumTimeZone;
    const { status, message } = statusAt({ calendar, at, timeZone, horizon: MAX_SCHEDULE_DAYS });
    const until = secondsUntilStatusChange(calendar, new Date(second * 1000), timeZone);
    const answer = { status: { status, message }, lifetime: Math.max(0, until - 1) };
    if (this.bySecond.size >= MEMO_SIZE)
      this.bySecond.delete(this.bySecond.keys().next().value as number);
    this.bySecond.set(second, answer);
    return answer;
  }
}
