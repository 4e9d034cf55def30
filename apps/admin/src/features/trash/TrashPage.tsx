import { fetchTrash, restoreEvent, useApiQuery, type TrashedEventRow } from '@furnace/api-client';
import { ACCOUNTS } from '@furnace/contracts';
import {
  Button,
  LiveMessage,
  PageHeading,
  VisuallyHidden,
  failure,
  success,
  type Message,
} from '@furnace/ui';
import { useState } from 'react';
import adminStyles from '../../app/admin.module.css';
import { failureText } from '../../components/failure-text';
import styles from '../../components/accounts.module.css';

const day = (at: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(at));

/** Trash: deleted events, kept 30 days, restorable with their picture and PDF. */
export function TrashPage() {
  const [message, setMessage] = useState<Message | null>(null);
  const query = useApiQuery('trash', fetchTrash, {
    onError: () => setMessage(failure(ACCOUNTS.trashLoadFailed)),
  });
  const rows: TrashedEventRow[] | null = query.data ?? (query.loading ? null : []);
  return (
    <section>
      <PageHeading>{ACCOUNTS.trashTitle}</PageHeading>
      <p className={adminStyles['admin-page__intro']}>{ACCOUNTS.trashIntro}</p>
      <LiveMessage message={message} />
      <section className={adminStyles['admin-panel']} aria-labelledby="trash-list-title">
        <h2 id="trash-list-title">Deleted events</h2>
        {rows === null ? (
          <p aria-busy="true">Loading the trash…</p>
        ) : rows.length === 0 ? (
          <p>{ACCOUNTS.trashEmpty}</p>
        ) : (
          <table className={styles['staff-table']}>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Deleted</th>
                <th scope="col">Gone for good on</th>
                <th scope="col">Restore</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    {row.title} ({row.start_date.replace('T', ' ').slice(0, 16)})
                  </th>
                  <td>
                    {day(row.deleted_at)}
                    {row.deleted_by ? ` by ${row.deleted_by}` : ''}
                  </td>
                  <td>{day(row.purge_at)}</td>
                  <td>
                    <Button
                      variant="secondary"
                      onClick={() => {
                        setMessage(null);
                        void restoreEvent(row.id).then(
                          async () => {
                            setMessage(success(`${ACCOUNTS.eventRestored} "${row.title}"`));
                            await query.reload();
                          },
                          (error: unknown) =>
                            setMessage(failure(failureText(error, (error as Error).message))),
                        );
                      }}
                    >
                      Restore<VisuallyHidden> {row.title}</VisuallyHidden>
                    </Button>
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
