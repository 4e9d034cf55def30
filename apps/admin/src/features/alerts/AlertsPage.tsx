import { deleteAlert, fetchRecentAlerts } from '@furnace/api-client';
import { ALERT_ADMIN_TEXTS as TEXTS, ALERT_LEVEL_NAMES } from '@furnace/contracts';
import { VisuallyHidden } from '@furnace/ui';
import { AdminPage, ListPanel, useAdminList } from '../../components/AdminPage';
import { refusalOr } from '../../components/Answer';
import { ConfirmButton } from '../../components/ConfirmButton';
import { museumDisplay } from '../../components/museum-time';
import { CreateAlertForm } from './CreateAlertForm';
import { alertState } from './alert-state';
import styles from './alerts.module.css';

/** /admin/alerts: notices above every public page for a while ("Closed today: snow"). */
export function AlertsPage() {
  const list = useAdminList('alerts-recent', () => fetchRecentAlerts(), TEXTS.loadFailed);
  const now = Date.now();

  return (
    <AdminPage title={TEXTS.title} intro={TEXTS.intro}>
      <CreateAlertForm answers={list.answers} onCreated={list.reload} />
      <ListPanel title={TEXTS.listTitle} list={list} loading="Loading alerts…" empty={TEXTS.none}>
        {(alerts) => (
          <ul className={styles['alert-list']}>
            {alerts.map((alert) => (
              <li
                key={alert.id}
                className={`${styles['alert-card']} ${styles[`alert-card--${alert.level}`]}`}
                data-testid={`alert-${alert.id}`}
              >
                <p className={styles['alert-card__state']}>
                  <strong>{TEXTS.stateNames[alertState(alert, now)]}</strong> ·{' '}
                  {ALERT_LEVEL_NAMES[alert.level]}
                </p>
                <p className={styles['alert-card__message']}>{alert.message}</p>
                <p className={styles['alert-card__period']}>
                  {TEXTS.period(
                    museumDisplay(alert.starts_at),
                    alert.ends_at ? museumDisplay(alert.ends_at) : null,
                  )}
                </p>
                <ConfirmButton
                  question={TEXTS.deleteQuestion}
                  confirmLabel={TEXTS.deleteConfirm}
                  onConfirm={() =>
                    list.act(
                      () => deleteAlert(alert.id),
                      (answer) => answer.message,
                      refusalOr(TEXTS.deleteFailed),
                    )
                  }
                >
                  {TEXTS.delete}
                  <VisuallyHidden> alert: {alert.message}</VisuallyHidden>
                </ConfirmButton>
              </li>
            ))}
          </ul>
        )}
      </ListPanel>
    </AdminPage>
  );
}
