import { ApiRefusal, deleteAlert, fetchRecentAlerts, useApiQuery } from '@furnace/api-client';
import { ALERT_ADMIN_TEXTS as TEXTS, ALERT_LEVEL_NAMES } from '@furnace/contracts';
import {
  LiveMessage,
  PageHeading,
  VisuallyHidden,
  failure,
  success,
  type Message,
} from '@furnace/ui';
import { useRef, useState } from 'react';
import { ConfirmButton } from '../../components/ConfirmButton';
import { failureText } from '../../components/failure-text';
import { museumDisplay } from '../../components/museum-time';
import { CreateAlertForm } from './CreateAlertForm';
import { alertState } from './alert-state';
import adminStyles from '../../app/admin.module.css';
import styles from './alerts.module.css';

/** /admin/alerts: notices above every public page for a while ("Closed today: snow"). */
export function AlertsPage() {
  const [message, setMessage] = useState<Message | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const query = useApiQuery('alerts-recent', () => fetchRecentAlerts(), {
    onError: (error) => {
      console.error(error);
      setMessage(failure(TEXTS.loadFailed));
    },
  });
  const alerts = query.data ?? (query.loading ? null : []);
  const now = Date.now();

  return (
    <section>
      <PageHeading>{TEXTS.title}</PageHeading>
      <p className={adminStyles['admin-page__intro']}>{TEXTS.intro}</p>
      <LiveMessage message={message} />
      <CreateAlertForm onMessage={setMessage} onCreated={query.reload} />
      <section className={adminStyles['admin-panel']} aria-labelledby="alert-list-title">
        <h2 id="alert-list-title" ref={heading} tabIndex={-1}>
          {TEXTS.listTitle}
        </h2>
        {alerts === null ? (
          <p aria-busy="true">Loading alerts…</p>
        ) : alerts.length === 0 ? (
          <p>{TEXTS.none}</p>
        ) : (
          <ul className={styles['alert-list']}>
            {alerts.map((alert) => {
              const state = alertState(alert, now);
              return (
                <li
                  key={alert.id}
                  className={`${styles['alert-card']} ${styles[`alert-card--${alert.level}`]}`}
                  data-testid={`alert-${alert.id}`}
                >
                  <p className={styles['alert-card__state']}>
                    <strong>{TEXTS.stateNames[state]}</strong> · {ALERT_LEVEL_NAMES[alert.level]}
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
                    onConfirm={async () => {
                      setMessage(null);
                      let answer: { message: string };
                      try {
                        answer = await deleteAlert(alert.id);
                      } catch (error) {
                        console.error(error);
                        setMessage(
                          failure(
                            failureText(
                              error,
                              error instanceof ApiRefusal && error.status < 500
                                ? error.message
                                : TEXTS.deleteFailed,
                            ),
                          ),
                        );
                        return;
                      }
                      setMessage(success(answer.message));
                      await query.reload();
                      heading.current?.focus();
                    }}
                  >
                    {TEXTS.delete}
                    <VisuallyHidden> alert: {alert.message}</VisuallyHidden>
                  </ConfirmButton>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </section>
  );
}
