import { ALERT_DISMISS, ALERT_LEVEL_NAMES, type AlertRecord } from '@furnace/contracts';
import styles from './site-alerts.module.css';

/** The museum's notices, the same markup in the server's HTML and the shell's, so nothing moves. */
export function SiteAlertList({
  alerts,
  onDismiss,
}: {
  alerts: readonly AlertRecord[];
  onDismiss?: (id: number) => void;
}) {
  if (alerts.length === 0) return null;
  return (
    // An alert that ends goes by itself (SiteAlerts' timer): the page needs its script at once.
    <section
      className={styles['site-alerts']}
      aria-label="Notices"
      data-at-once={alerts.some((alert) => alert.ends_at) ? '' : undefined}
    >
      {alerts.map((alert) => (
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
            onClick={() => onDismiss?.(alert.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}

/** The alerts still to show at `now`: not dismissed, and not ended. */
export function showableAlerts(
  alerts: readonly AlertRecord[],
  dismissed: readonly number[],
  now: number,
): AlertRecord[] {
  return alerts.filter(
    (alert) =>
      !dismissed.includes(alert.id) && (alert.ends_at === null || Date.parse(alert.ends_at) > now),
  );
}
