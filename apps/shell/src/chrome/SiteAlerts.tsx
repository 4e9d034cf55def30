import { useSiteAlerts } from '@furnace/api-client';
import {
  ALERT_DISMISS,
  ALERT_LEVEL_NAMES,
  DISMISSED_ALERTS_KEY as DISMISSED_KEY,
} from '@furnace/contracts';
import { useHydrated } from '@furnace/ui';
import { useEffect, useLayoutEffect, useState } from 'react';
import styles from './site-alerts.module.css';

/** The dismissals when the tab's storage refuses them (private mode). */
let unsaved: number[] | null = null;

function readDismissed(): number[] {
  try {
    const ids: unknown = unsaved ?? JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/** The notices above every public page; dismissals and the clock apply once hydrated. */
export function SiteAlerts() {
  const alerts = useSiteAlerts() ?? [];
  const hydrated = useHydrated();
  // None in the server's HTML or the hydrating render; read before the first paint after it.
  const [dismissed, setDismissed] = useState<number[]>([]);
  useLayoutEffect(() => setDismissed(readDismissed()), []);
  const [now, setNow] = useState(() => Date.now());
  const at = hydrated ? now : -Infinity;
  const shown = alerts.filter(
    (alert) =>
      !dismissed.includes(alert.id) && (alert.ends_at === null || Date.parse(alert.ends_at) > at),
  );

  // Wake up when the next shown alert ends (timers over ~24 days overflow: cap the wait).
  const nextEnd = Math.min(
    ...shown.map((alert) => (alert.ends_at ? Date.parse(alert.ends_at) : Infinity)),
  );
  useEffect(() => {
    if (!Number.isFinite(nextEnd)) return;
    const timer = setTimeout(
      () => setNow(Date.now()),
      Math.min(nextEnd - Date.now() + 50, 2 ** 31 - 1),
    );
    return () => clearTimeout(timer);
  }, [nextEnd]);

  if (shown.length === 0) return null;
  const dismiss = (id: number) => {
    const ids = [...dismissed, id];
    setDismissed(ids);
    try {
      sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(ids));
    } catch {
      unsaved = ids;
    }
  };
  return (
    // An alert that ends goes by itself (the timer above): the page needs its script at once.
    <section
      className={styles['site-alerts']}
      aria-label="Notices"
      data-at-once={shown.some((alert) => alert.ends_at) ? '' : undefined}
    >
      {shown.map((alert) => (
        <div
          key={alert.id}
          className={`${styles['site-alert']} ${styles[`site-alert--${alert.level}`]}`}
          data-testid="site-alert"
        >
          <p>
            <strong>{ALERT_LEVEL_NAMES[alert.level]}: </strong>
            {alert.message}
          </p>
          <button
            type="button"
            className={styles['site-alert__dismiss']}
            aria-label={ALERT_DISMISS}
            onClick={() => dismiss(alert.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
