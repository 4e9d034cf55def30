/** Down this long, `/health/live` answers 503: a service manager then restarts the process. */
export const RECOVERY_GIVE_UP_MS = 120_000;

let downSince: number | null = null;

export const embeddedStatus = {
  markDown(at = Date.now()): void {
    downSince ??= at;
  },
  markUp(): void {
    downSince = null;
  },
  cannotRecover(): boolean {
    return downSince !== null && Date.now() - downSince > RECOVERY_GIVE_UP_MS;
  },
};
