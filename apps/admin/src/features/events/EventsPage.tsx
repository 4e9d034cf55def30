import { useState } from 'react';
import { EventForm } from './EventForm';
import { ManageEvents } from './ManageEvents';
import styles from './events.module.css';
import { AdminPage } from '../../components/AdminPage';

/** docs/product.md §2 "Admin Events page": Create Event on the left, Manage Events on the right. */
export function EventsPage() {
  const [refreshKey, setRefreshKey] = useState(0);
  const [createdId, setCreatedId] = useState<number | null>(null);
  return (
    <AdminPage
      title="Events"
      intro="Events appear on the public Events page and the home page carousel from the moment they are published: at once, at the date and time you choose, or when you publish a draft."
    >
      <div className={styles['events-page']}>
        <EventForm
          onDone={(event) => {
            setCreatedId(event?.id ?? null);
            setRefreshKey((key) => key + 1);
          }}
        />
        <ManageEvents refreshKey={refreshKey} createdId={createdId} />
      </div>
    </AdminPage>
  );
}
