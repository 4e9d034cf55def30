import { EVENTS_CALENDAR_PATH, EVENTS_PUBLIC } from '@furnace/contracts';
import { useEffect, useState } from 'react';
import styles from './events.module.css';

/**
 * The calendar feed of upcoming events (EVENTS_CALENDAR_PATH): "Subscribe" opens it in the
 * visitor's calendar app (webcal:, once the page knows its own address), and the plain file is
 * offered too.
 */
export function CalendarSubscribe() {
  const [subscribeUrl, setSubscribeUrl] = useState(EVENTS_CALENDAR_PATH);
  useEffect(() => {
    // Read in an effect: the page's address is not known while rendering on a server.
    setSubscribeUrl(`webcal://${window.location.host}${EVENTS_CALENDAR_PATH}`);
  }, []);
  return (
    <div className={styles['events-page__subscribe']}>
      <p>
        <a className={styles['events-page__subscribe-link']} href={subscribeUrl}>
          {EVENTS_PUBLIC.subscribeTitle}
        </a>
      </p>
      <p>
        {EVENTS_PUBLIC.subscribeHint}{' '}
        <a href={EVENTS_CALENDAR_PATH} download="events.ics">
          {EVENTS_PUBLIC.downloadCalendar}
        </a>
      </p>
    </div>
  );
}
