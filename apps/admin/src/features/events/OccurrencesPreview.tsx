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
  type MuseumEvent,
} from '@furnace/contracts';
import { Button, Field, LiveMessage, failure, success, type Message } from '@furnace/ui';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { failureText } from '../../components/failure-text';
import { toRecurrence, type EventFormValues } from './event-form';
import adminStyles from '../../app/admin.module.css';
import styles from './events.module.css';

const PREVIEW_SIZE = 12;

/** A repeating event's first dates (as the API expands them); a saved series' can be cancelled. */
export function OccurrencesPreview({ idPrefix, saved }: { idPrefix: string; saved?: MuseumEvent }) {
  const { values, initialValues } = useFormikContext<EventFormValues>();
  const startDate = values.date;
  const recurrence = toRecurrence(values);
  // The saved series' own dates (not a rule being changed) get "Cancel this date" / "Restore".
  const eventId =
    saved?.recurrence &&
    startDate === initialValues.date &&
    JSON.stringify(recurrence) === JSON.stringify(toRecurrence(initialValues))
      ? saved.id
      : undefined;
  const [message, setMessage] = useState<Message | null>(null);
  // The date whose "Cancel this date" is open, and the note typed there.
  const [asking, setAsking] = useState<{ date: string; note: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // No recurrence without a start date (toRecurrence).
  const usable = recurrence !== null && recurrenceProblem(startDate, recurrence) === null;
  const dates = usable ? occurrenceDates(startDate, recurrence, { limit: PREVIEW_SIZE }) : [];
  const bounded = usable && (recurrence.count !== null || recurrence.until !== null);
  const total = bounded ? occurrenceDates(startDate, recurrence).length : null;
  const span = dates.length
    ? Math.min(daysBetween(startDate, dates[dates.length - 1]) + 1, MAX_SCHEDULE_DAYS)
    : 0;
  const schedule = useApiQuery(
    `schedule-${startDate}-${span}`,
    (signal) => fetchSchedule({ from: startDate, days: span }, signal),
    { enabled: span > 0 },
  );
  // Each date's own status, as the API lists it for staff (a draft's dates too).
  const listing = useApiQuery(
    `occurrences-${eventId}`,
    (signal) => fetchEventOccurrences(eventId!, signal),
    { enabled: eventId !== undefined },
  );
  // What cancels a date: its own note (Restore), or a closed special day, which wins (docs/api.md).
  const cancelled = new Map<string, string>();
  const closed = new Set<string>();
  for (const item of listing.data ?? [])
    if (item.occurrence_date && item.status === 'cancelled')
      cancelled.set(item.occurrence_date, T.cancelledOn(item.status_note));
  for (const day of schedule.data?.days ?? [])
    if (day.source === 'special' && day.ranges.length === 0) {
      closed.add(day.date);
      cancelled.set(day.date, T.closedOn(day.closed_reason || day.note || 'closed'));
    }

  async function change(id: number, date: string, cancel: boolean) {
    setBusy(true);
    setMessage(null);
    try {
      const status_note = asking?.note.trim() ?? '';
      if (cancel) await setOccurrence(id, date, { status: 'cancelled', status_note });
      else await restoreOccurrence(id, date);
      await listing.reload();
      setMessage(success((cancel ? T.dateCancelled : T.dateRestored)(formatLongDate(date))));
      setAsking(null);
    } catch (error) {
      console.error(error);
      setMessage(failure(failureText(error, T.dateChangeFailed)));
    } finally {
      setBusy(false);
    }
  }

  if (!recurrence) return null;
  const titleId = `${idPrefix}-occurrences-title`;
  return (
    <section className={styles.occurrences} aria-labelledby={titleId}>
      <h3 id={titleId}>{T.occurrencesTitle(dates.length, total)}</h3>
      {eventId !== undefined && usable && <LiveMessage message={message} />}
      {usable && (
        <ol className={styles['occurrences__list']}>
          {dates.map((date) => {
            const label = formatLongDate(date, { weekday: true });
            const status = cancelled.get(date);
            const action = status ? T.restoreDate : T.cancelDate;
            return (
              <li key={date}>
                <span>
                  {status ? <s>{label}</s> : label}
                  {status && <span className={styles['occurrence__status']}> {status}</span>}
                </span>
                {eventId !== undefined && !closed.has(date) && asking?.date !== date && (
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={`${action}: ${label}`}
                    onClick={() =>
                      status ? void change(eventId, date, false) : setAsking({ date, note: '' })
                    }
                  >
                    {action}
                  </Button>
                )}
                {eventId !== undefined && asking?.date === date && (
                  <div>
                    <Field id={`${idPrefix}-cancel-note-${date}`} label={T.cancelDateNote}>
                      <input
                        id={`${idPrefix}-cancel-note-${date}`}
                        type="text"
                        value={asking.note}
                        onChange={(event) => setAsking({ date, note: event.currentTarget.value })}
                      />
                    </Field>
                    <div className={adminStyles['button-row']}>
                      <Button disabled={busy} onClick={() => void change(eventId, date, true)}>
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
      )}
    </section>
  );
}
