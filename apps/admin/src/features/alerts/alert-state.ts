import type { AlertRecord } from '@furnace/contracts';

export type AlertState = 'active' | 'scheduled' | 'ended';

/** Where an alert stands at `now`: shown to visitors, not yet, or no more. */
export function alertState(alert: AlertRecord, now = Date.now()): AlertState {
  if (Date.parse(alert.starts_at) > now) return 'scheduled';
  if (alert.ends_at !== null && Date.parse(alert.ends_at) <= now) return 'ended';
  return 'active';
}
