import {
  fetchEventOccurrences,
  fetchSchedule,
  restoreOccurrence,
  setOccurrence,
  useApiQuery,
} from '@furnace/api-client';
import {
  EVENTS_ADMIN_TEXTS as T,
  MAX_SCHEDULE_DAYS,
  daysBetween,
  formatLongDate,
  occurrenceDates,
  recurrenceProblem,
  type EventRecurrence,
  type ScheduleDay,
} from '@furnace/contracts';
import { Button, Field, LiveMessage, failure, success, type Message } from '@furnace/ui';
import { useState } from 'react';
import { failureText } from '../../components/failure-text';
import adminStyles from '../../app/admin.module.css';
import styles from './events.module.css';

/** How many dates the preview lists. */
export const PREVIEW_SIZE = 12;

interface OccurrencesPreviewProps {
  idPrefix: string;
  /** The first date (YYYY-MM-DD), '' when not chosen yet. */
  startDate: string;
  recurrence: EventRecurrence | null;
  /** A saved series: each date gets "Cancel this date" / "Restore". */
  savedEventId?: number;
}

/** A closed special day's reason, by date (an occurrence then is cancelled, docs/api.md). */
function closures(days: ScheduleDay[] | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const day of days ?? [])
    if (day.source === 'special' && day.ranges.length === 0)
      out.set(day.date, day.closed_reason || day.note || 'closed');
  return out;
}

/**
 * The first dates a repeating event happens on, from the same expansion the API uses
 * (`occurrenceDates`), each on a closed special day shown as cancelled with the reason.
 */
export function OccurrencesPreview({
  idPrefix,
  startDate,
  recurrence,
  savedEventId,
}: OccurrencesPreviewProps) {
  const usable = Boolean(
    startDate && recurrence && recurrenceProblem(startDate, recurrence) === null,
  );
  const dates = usable ? occurrenceDates(startDate, recurrence, { limit: PREVIEW_SIZE }) : [];
  const bounded = usable && recurrence && (recurrence.count !== null || recurrence.until !== null);
  const total = bounded ? occurrenceDates(startDate, recurrence).length : null;
  const last = dates[dates.length - 1] ?? startDate;
  const span = dates.length ? Math.min(daysBetween(startDate, last) + 1, MAX_SCHEDULE_DAYS) : 0;

  const schedule = useApiQuery(`schedule-${startDate}-${span}`, (signal) =>
    span ? fetchSchedule({ from: startDate, days: span }, signal) : Promise.resolve(null),
  );
  const closed = closures(schedule.data?.days);

  if (!recurrence) return null;
  const titleId = `${idPrefix}-occurrences-title`;
  return (
    <section className={styles.occurrences} aria-labelledby={titleId}>
      <h3 id={titleId}>
        {usable ? T.occurrencesTitle(dates.length, total) : T.occurrencesTitle(0, null)}
      </h3>
      {!startDate ? (
        <p>{T.needsStartDate}</p>
      ) : !usable ? null : savedEventId === undefined ? (
        <ol className={styles['occurrences__list']}>
          {dates.map((date) => (
            <li key={date}>
              <OccurrenceLine date={date} closedReason={closed.get(date)} />
            </li>
          ))}
        </ol>
      ) : (
        <SavedOccurrences
          idPrefix={idPrefix}
          eventId={savedEventId}
          dates={dates}
          closed={closed}
        />
      )}
    </section>
  );
}

function OccurrenceLine({
  date,
  closedReason,
  cancelledNote,
}: {
  date: string;
  closedReason?: string;
  cancelledNote?: string;
}) {
  const status =
    closedReason !== undefined
      ? T.closedOn(closedReason)
      : cancelledNote !== undefined
        ? T.cancelledOn(cancelledNote)
        : null;
  return (
    <span className={status ? styles['occurrence--cancelled'] : undefined}>
      {status ? (
        <s>{formatLongDate(date, { weekday: true })}</s>
      ) : (
        formatLongDate(date, { weekday: true })
      )}
      {status && <span className={styles['occurrence__status']}> {status}</span>}
    </span>
  );
}

/** A saved series: what the public listing says of each date, and a button to change it. */
function SavedOccurrences({
  idPrefix,
  eventId,
  dates,
  closed,
}: {
  idPrefix: string;
  eventId: number;
  dates: string[];
  closed: Map<string, string>;
}) {
  const [message, setMessage] = useState<Message | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  // Each date's own status, as the API lists it for staff (a draft's dates too).
  const listing = useApiQuery(`occurrences-${eventId}`, (signal) =>
    fetchEventOccurrences(eventId, signal),
  );
  const [changed, setChanged] = useState<Map<string, string | null>>(new Map());
  const cancelled = new Map<string, string>();
  for (const item of listing.data ?? [])
    if (item.occurrence_date && item.status === 'cancelled' && !closed.has(item.occurrence_date))
      cancelled.set(item.occurrence_date, item.status_note);
  for (const [date, value] of changed)
    if (value === null) cancelled.delete(date);
    else cancelled.set(date, value);

  async function change(date: string, cancel: boolean) {
    setBusy(true);
    setMessage(null);
    try {
      if (cancel)
        await setOccurrence(eventId, date, { status: 'cancelled', status_note: note.trim() });
      else await restoreOccurrence(eventId, date);
      setChanged((before) => new Map(before).set(date, cancel ? note.trim() : null));
      const when = formatLongDate(date);
      setMessage(success(cancel ? T.dateCancelled(when) : T.dateRestored(when)));
      setAsking(null);
      setNote('');
    } catch (error) {
      console.error(error);
      setMessage(failure(failureText(error, T.dateChangeFailed)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <LiveMessage message={message} />
      <ol className={styles['occurrences__list']}>
        {dates.map((date) => {
          const isCancelled = cancelled.has(date);
          const label = formatLongDate(date, { weekday: true });
          return (
            <li key={date}>
              <OccurrenceLine
                date={date}
                closedReason={closed.get(date)}
                cancelledNote={cancelled.get(date)}
              />
              {!closed.has(date) && asking !== date && (
                <Button
                  variant="secondary"
                  disabled={busy}
                  aria-label={`${isCancelled ? T.restoreDate : T.cancelDate}: ${label}`}
                  onClick={() =>
                    isCancelled ? void change(date, false) : (setAsking(date), setNote(''))
                  }
                >
                  {isCancelled ? T.restoreDate : T.cancelDate}
                </Button>
              )}
              {asking === date && (
                <div className={styles['occurrence__ask']}>
                  <Field id={`${idPrefix}-cancel-note-${date}`} label={T.cancelDateNote}>
                    <input
                      id={`${idPrefix}-cancel-note-${date}`}
                      type="text"
                      value={note}
                      onChange={(event) => setNote(event.currentTarget.value)}
                    />
                  </Field>
                  <div className={adminStyles['button-row']}>
                    <Button disabled={busy} onClick={() => void change(date, true)}>
                      {T.confirmCancelDate}
                    </Button>
                    <Button variant="secondary" disabled={busy} onClick={() => setAsking(null)}>
                      {T.keepDate}
                    </Button>
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
