import { Inject, Injectable } from '@nestjs/common';
import type { HoursStatus } from '@furnace/contracts';
import { MAX_SCHEDULE_DAYS } from '@furnace/contracts';
import { secondsUntilStatusChange, statusAt } from '@furnace/opening-hours';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Schedule } from '../schedule/schedule.service';
import type { ScheduleSnapshot } from '../schedule/schedule-snapshot';

/** How many distinct seconds to remember (`?at=` previews beside "now"). */
const MEMO_SIZE = 64;

/**
 * OPEN/CLOSED at an instant: the rules live in @furnace/opening-hours; the data comes from the cache
 * (Schedule).
 *
 * The answer is memoised per whole UTC second for one snapshot of the data. That is exact, not an
 * approximation: hours are whole seconds on the museum's wall clock, seasons and special days whole days, and
 * IANA offsets whole minutes, so nothing can change inside one second. It turns the rule engine's
 * cost (time-zone work, and up to 400 days resolved from the snapshot's compiled calendar) into a map lookup for nearly every request.
 */
@Injectable()
export class HoursStatusService {
  private memoFor: ScheduleSnapshot | null = null;
  private readonly memo = new Map<number, HoursStatus>();
  private readonly lifetimes = new Map<number, number>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly schedule: Schedule,
  ) {}

  async statusAt(at: Date): Promise<HoursStatus> {
    const snapshot = await this.current();
    const second = Math.floor(at.getTime() / 1000);
    const known = this.memo.get(second);
    if (known) return known;
    const { status, message } = statusAt({
      calendar: snapshot.calendar,
      at,
      timeZone: this.config.museumTimeZone,
      horizon: MAX_SCHEDULE_DAYS,
    });
    const answer = { status, message };
    if (this.memo.size >= MEMO_SIZE) this.memo.delete(this.memo.keys().next().value as number);
    this.memo.set(second, answer);
    return answer;
  }

  /**
   * Whole seconds the answer for `at` stays the same (HTTP caches may keep it that long): counted
   * from the start of its second, less one, so the same for the whole second and never past the
   * change. Memoised like the answers.
   */
  async lifetimeAt(at: Date): Promise<number> {
    const snapshot = await this.current();
    const second = Math.floor(at.getTime() / 1000);
    let lifetime = this.lifetimes.get(second);
    if (lifetime === undefined) {
      const start = new Date(second * 1000);
      lifetime = Math.max(
        0,
        secondsUntilStatusChange(snapshot.calendar, start, this.config.museumTimeZone) - 1,
      );
      if (this.lifetimes.size >= MEMO_SIZE)
        this.lifetimes.delete(this.lifetimes.keys().next().value as number);
      this.lifetimes.set(second, lifetime);
    }
    return lifetime;
  }

  private async current(): Promise<ScheduleSnapshot> {
    const snapshot = await this.schedule.snapshot();
    if (snapshot !== this.memoFor) {
      // New data (a write, a NOTIFY, a read-through): every remembered answer is void.
      this.memo.clear();
      this.lifetimes.clear();
      this.memoFor = snapshot;
    }
    return snapshot;
  }
}
