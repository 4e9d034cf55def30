import { fetchAudit, revertChange, useApiQuery, type AuditRow } from '@furnace/api-client';
import { ACCOUNTS } from '@furnace/contracts';
import {
  LiveMessage,
  PageHeading,
  VisuallyHidden,
  failure,
  success,
  type Message,
} from '@furnace/ui';
import { ConfirmButton } from '../../components/ConfirmButton';
import { failureText } from '../../components/failure-text';
import { useState } from 'react';
import adminStyles from '../../app/admin.module.css';
import styles from '../../components/accounts.module.css';

const ENTITIES = [
  '',
  'hours',
  'holidays',
  'seasons',
  'special-days',
  'events',
  'signs',
  'content',
  'alerts',
  'users',
  'sessions',
];

const when = (at: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' }).format(
    new Date(at),
  );

/** History (admins): the audit trail, newest first, filtered by what and who. */
export function HistoryPage() {
  const [entity, setEntity] = useState('');
  const [username, setUsername] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  const filter = { limit: 200, entity, username: username.trim() };
  const query = useApiQuery(
    `audit:${entity}:${filter.username}`,
    (signal) => fetchAudit(filter, signal),
    {
      onError: () => setMessage(failure(ACCOUNTS.historyLoadFailed)),
    },
  );
  const rows: AuditRow[] | null = query.data ?? (query.loading ? null : []);

  return (
    <section>
      <PageHeading>{ACCOUNTS.historyTitle}</PageHeading>
      <p className={adminStyles['admin-page__intro']}>{ACCOUNTS.historyIntro}</p>
      <LiveMessage message={message} />
      <div className={`${adminStyles['admin-panel']} ${styles.filters}`}>
        <label>
          What{' '}
          <select value={entity} onChange={(event) => setEntity(event.target.value)}>
            {ENTITIES.map((name) => (
              <option key={name} value={name}>
                {name || 'everything'}
              </option>
            ))}
          </select>
        </label>
        <label>
          Who{' '}
          <input
            type="text"
            value={username}
            placeholder="any username"
            autoCapitalize="none"
            onChange={(event) => setUsername(event.target.value)}
          />
        </label>
      </div>
      <section className={adminStyles['admin-panel']} aria-labelledby="history-list-title">
        <h2 id="history-list-title">Changes</h2>
        {rows === null ? (
          <p aria-busy="true">Loading history…</p>
        ) : rows.length === 0 ? (
          <p>{ACCOUNTS.historyEmpty}</p>
        ) : (
          <table className={styles['staff-table']}>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Change</th>
                <th scope="col">Undo</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <time dateTime={row.at}>{when(row.at)}</time>
                  </td>
                  <td>{row.username ?? '—'}</td>
                  <td>
                    {row.action} {row.entity}
                    {row.entity_id ? ` ${row.entity_id}` : ''}
                  </td>
                  <td>{row.summary}</td>
                  <td>
                    {row.reverted_at ? (
                      'Reverted'
                    ) : row.can_revert ? (
                      <ConfirmButton
                        question={`Revert this change? ${row.summary}`}
                        confirmLabel="Yes, revert"
                        onConfirm={async () => {
                          setMessage(null);
                          try {
                            await revertChange(row.id);
                          } catch (error) {
                            setMessage(failure(failureText(error, (error as Error).message)));
                            return;
                          }
                          setMessage(success('The change is reverted.'));
                          await query.reload();
                        }}
                      >
                        Revert
                        <VisuallyHidden>
                          {' '}
                          {row.action} {row.entity} {row.entity_id ?? ''} by{' '}
                          {row.username ?? 'someone'}
                        </VisuallyHidden>
                      </ConfirmButton>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </section>
  );
}
