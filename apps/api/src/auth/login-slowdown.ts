import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { normalizeUsername } from '@furnace/contracts';

/** Past the failure limit on a username (from any address), each attempt waits; per process. */
@Injectable()
export class LoginSlowdown {
  private readonly failures = new Map<string, number[]>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async wait(username: string): Promise<void> {
    const { loginThrottle, loginSlowdownMs } = this.config;
    if (this.recent(normalizeUsername(username)).length >= loginThrottle.limit && loginSlowdownMs)
      await this.sleep(loginSlowdownMs);
  }

  /** The wait itself (a test watches it rather than timing the request). */
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  recordFailure(username: string): void {
    if (this.failures.size > 10_000)
      for (const key of [...this.failures.keys()])
        if (this.recent(key).length === 0) this.failures.delete(key);
    const key = normalizeUsername(username);
    this.failures.set(key, [...this.recent(key), Date.now()]);
  }

  private recent(key: string): number[] {
    const since = Date.now() - this.config.loginThrottle.ttlMs;
    return (this.failures.get(key) ?? []).filter((at) => at > since);
  }
}
