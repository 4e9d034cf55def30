import { deleteEvent, editEvent, fetchStaffEventImage, useApiQuery } from '@furnace/api-client';
import { Button, VisuallyHidden, failure, success, type Message } from '@furnace/ui';
import {
  ALL_DAY_TEXT,
  EVENT_FALLBACKS,
  EVENT_STATUS_LABELS,
  EVENTS_ADMIN_TEXTS as T,
  MESSAGES,
  recordVersion,
  type MuseumEvent,
} from '@furnace/contracts';
import { museumDisplay } from '../../components/museum-time';
import { useEffect } from 'react';
import { useReadAgain } from '../../components/AdminPage';
import { ConfirmButton } from '../../components/ConfirmButton';
import { useEditing } from '../../components/useEditing';
import { EventForm } from './EventForm';
import { publishingOf } from './event-changes';
import { eventWhen, useObjectUrl } from './EventPreviewCard';
import styles from './events.module.css';
import adminStyles from '../../app/admin.module.css';
import { isEditConflict, writeFailure } from '../../components/failure-text';

interface EventAdminCardProps {
  event: MuseumEvent;
  past: boolean;
  onMessage: (message: Message) => void;
  justCreated?: boolean;
}

/** One event in 'Manage Events': view mode with Edit and Delete, or the edit form (docs/product.md §4). */
export function EventAdminCard(props: EventAdminCardProps) {
  const { event, past, onMessage, justCreated } = props;
  const readAgain = useReadAgain();
  // The form's first field (its title) takes the focus; Edit takes it back when the form closes.
  const { editing, setEditing, leave, button, area } = useEditing<boolean, HTMLLIElement>(false);
  useEffect(() => {
    if (justCreated) area.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [justCreated, area]);
  const publishing = publishingOf(event.publish_at);
  // An event not public yet has no public picture (a 404): it is fetched with the staff's token.
  const notPublic = publishing !== 'now';
  const fetched = useApiQuery(
    `event-picture-${recordVersion(event)}`,
    (signal) => fetchStaffEventImage(event.image, signal),
    { enabled: notPublic },
  );
  const staffUrl = useObjectUrl(fetched.data ?? null);
  const date = event.start_date.slice(0, 10);
  const note = event.status_note ? `: ${event.status_note}` : '';
  const badges: ['draft' | 'status', string][] = [];
  if (publishing === 'draft') badges.push(['draft', T.draftBadge]);
  if (publishing === 'later')
    badges.push(['draft', T.publishesAt(museumDisplay(event.publish_at ?? ''))]);
  if (event.status !== 'scheduled')
    badges.push(['status', `${EVENT_STATUS_LABELS[event.status]}${note}`]);
  if (event.recurrence)
    badges.push(['draft', event.recurrence.freq === 'weekly' ? T.repeatWeekly : T.repeatMonthly]);
  const titleId = `event-${event.id}-title`;

  async function attempt(write: () => Promise<unknown>, failed: string, done: string) {
    try {
      await write();
      onMessage(success(done));
    } catch (error) {
      console.error(error);
      onMessage(failure(writeFailure(error, failed, 'event')));
      // Someone else changed the event since this list was read: show theirs.
      if (!isEditConflict(error)) return;
    }
    await readAgain();
  }

  return (
    <li
      ref={area}
      id={`admin-event-${event.id}`}
      className={`${styles['admin-event']} ${past ? styles['admin-event--past'] : ''}`}
      aria-labelledby={titleId}
      data-testid="admin-event"
    >
      <img
        className={styles['admin-event__image']}
        src={notPublic ? (staffUrl ?? undefined) : event.image}
        alt={event.image_alt ?? ''}
        style={{ objectFit: event.image_fit ?? 'cover' }}
        width={160}
        height={100}
        loading="lazy"
      />
      <div className={styles['admin-event__body']}>
        <h4 id={titleId} className={styles['admin-event__title']}>
          {event.title || EVENT_FALLBACKS.title}
          {past && <span className={styles['admin-event__badge']}>Past</span>}
        </h4>
        {justCreated && <p className={styles['admin-event__created']}>{MESSAGES.eventCreated}</p>}
        <p className={styles['admin-event__date']}>
          {event.all_day
            ? `${eventWhen(date, '')} · ${ALL_DAY_TEXT}`
            : eventWhen(date, event.start_date.slice(11, 16))}
        </p>
        {badges.length > 0 && (
          <p className={styles['admin-event__badges']}>
            {badges.map(([kind, text]) => (
              <span key={text} className={styles[`admin-event__${kind}`]}>
                {text}
              </span>
            ))}
          </p>
        )}
        {editing ? (
          <EventForm
            saved={event}
            onCancel={leave}
            onDone={async (changed, message) => {
              if (changed) await readAgain();
              onMessage(success(message));
              leave();
            }}
          />
        ) : (
          <>
            <p>{event.description || EVENT_FALLBACKS.description}</p>
            <p>
              {event.pdf ? (
                <a href={event.pdf} target="_blank" rel="noopener noreferrer">
                  Open the PDF
                  <VisuallyHidden> of {event.title} (opens in a new tab)</VisuallyHidden>
                </a>
              ) : (
                'No PDF uploaded'
              )}
            </p>
            <div className={adminStyles['button-row']}>
              {publishing !== 'now' && (
                <Button
                  onClick={() =>
                    attempt(
                      () => editEvent(event.id, { clear: ['publish_at'] }),
                      T.dateChangeFailed,
                      T.published(event.title),
                    )
                  }
                >
                  {T.publishButton}
                  <VisuallyHidden> {event.title}</VisuallyHidden>
                </Button>
              )}
              <Button ref={button} variant="secondary" onClick={() => setEditing(true)}>
                Edit<VisuallyHidden> {event.title}</VisuallyHidden>
              </Button>
              <ConfirmButton
                question={T.deleteQuestion(event.title)}
                confirmLabel="Yes, delete"
                onConfirm={() =>
                  attempt(
                    async () => {
                      await deleteEvent(event.id, event);
                      // The card and its buttons leave the page: focus goes to Manage Events' heading.
                      document.getElementById('manage-events-title')?.focus();
                    },
                    MESSAGES.removeEventFailed,
                    `Deleted "${event.title}".`,
                  )
                }
              >
                Delete<VisuallyHidden> {event.title}</VisuallyHidden>
              </ConfirmButton>
            </div>
          </>
        )}
      </div>
    </li>
  );
}
