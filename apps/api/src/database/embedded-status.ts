/**
 * Whether this process's embedded PostgreSQL is failing to come back (set by its supervisor).
 * `/health/live` answers 503 once it has been down for RECOVERY_GIVE_UP_MS: a service manager
 * should then restart the process as a whole.
 */
export const RECOVERY_GIVE_UP_MS = 120_000;

let downSince: number | null = null;

export const embeddedStatus = {
  markDown(at = Date.now()): void {
    downSince ??= at;
  },
  markUp(): void {
    downSince = null;
  },
  /** True when the embedded server has been down longer than RECOVERY_GIVE_UP_MS. */
  cannotRecover(now = Date.now()): boolean {
    return downSince !== null && now - downSince > RECOVERY_GIVE_UP_MS;
  },
};
