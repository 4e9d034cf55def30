import { fetchTrash, restoreEvent } from '@furnace/api-client';
import { ACCOUNTS } from '@furnace/contracts';
import { Button, VisuallyHidden } from '@furnace/ui';
import { AdminPage, ListPanel, useAdminList } from '../../components/AdminPage';

const day = (at: string) => new Date(at).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** Trash: deleted events, kept 30 days, restorable with their picture and PDF. */
export function TrashPage() {
  const list = useAdminList('trash', fetchTrash, ACCOUNTS.trashLoadFailed);
  return (
    <AdminPage title={ACCOUNTS.trashTitle} intro={ACCOUNTS.trashIntro}>
      <ListPanel
        columns={['Event', 'Deleted', 'Gone for good on', 'Restore']}
        title="Deleted events"
        list={list}
        loading="Loading the trash…"
        empty={ACCOUNTS.trashEmpty}
      >
        {(rows) =>
          rows.map((row) => (
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
                  onClick={() =>
                    list.act(() => restoreEvent(row.id), `${ACCOUNTS.eventRestored} "${row.title}"`)
                  }
                >
                  Restore<VisuallyHidden> {row.title}</VisuallyHidden>
                </Button>
              </td>
            </tr>
          ))
        }
      </ListPanel>
    </AdminPage>
  );
}
