import { useState } from 'react';
import { AdminPage, useReadAgain } from '../../components/AdminPage';
import { EventForm } from './EventForm';
import { ManageEvents } from './ManageEvents';
import styles from './events.module.css';

/** docs/product.md §2 "Admin Events page": Create Event on the left, Manage Events on the right. */
export function EventsPage() {
  const readAgain = useReadAgain();
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
            void readAgain();
          }}
        />
        <ManageEvents createdId={createdId} />
      </div>
    </AdminPage>
  );
}
