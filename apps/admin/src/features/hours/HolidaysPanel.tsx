import { fetchHolidays, setHoliday } from '@furnace/api-client';
import { LiveMessage, VisuallyHidden, fieldClasses } from '@furnace/ui';
import { MESSAGES, formatLongDate } from '@furnace/contracts';
import { Answer } from '../../components/Answer';
import { ConfirmButton } from '../../components/ConfirmButton';
import { CloseMuseumForm } from './CloseMuseumForm';
import { LIST_PLACE, usePanelQuery } from './usePanelQuery';
import styles from './hours.module.css';
import adminStyles from '../../app/admin.module.css';
import { writeFailure } from '../../components/failure-text';

/** 'Holidays and Special Closures': cards with Delete, and the form that closes the museum. */
export function HolidaysPanel({
  onChanged,
  version = 0,
}: {
  onChanged?: () => void;
  /** Bumped after any save on the page: a closed special day is listed here too. */
  version?: number;
}) {
  const { query, reload, message, answers, remove } = usePanelQuery(
    'holidays',
    fetchHolidays,
    'The holidays could not be loaded. Please reload the page.',
    { version, onChanged },
  );
  const holidays = query.data
    ? [...query.data].sort((a, b) => a.holiday_date.localeCompare(b.holiday_date))
    : null;

  return (
    <section className={adminStyles['admin-panel']} aria-labelledby="holidays-title">
      <h2 id="holidays-title">Holidays and Special Closures</h2>
      <p className={fieldClasses.hint}>
        On these dates the museum is closed, whatever its weekly hours say.
      </p>
      <LiveMessage message={message} />
      <Answer answers={answers} place={LIST_PLACE} />
      {holidays === null ? (
        query.loading && <p aria-busy="true">Loading holidays…</p>
      ) : holidays.length === 0 ? (
        <p>No holidays or special closures are planned.</p>
      ) : (
        <ul className={`${adminStyles.cards} ${styles['card-list']}`}>
          {holidays.map((holiday) => (
            <li
              key={holiday.holiday_date}
              className={`${styles.card} ${styles['card--closed']}`}
              data-testid="holiday-card"
            >
              <p className={styles.card__title}>
                <time dateTime={holiday.holiday_date}>
                  {formatLongDate(holiday.holiday_date, { weekday: true })}
                </time>
              </p>
              <p>{holiday.description || MESSAGES.noDescription}</p>
              <ConfirmButton
                question={`Remove the closure on ${holiday.holiday_date}? The museum will follow its weekly hours that day.`}
                confirmLabel="Yes, remove"
                onConfirm={() =>
                  remove(
                    `holiday-${holiday.holiday_date}`,
                    () => setHoliday({ date: holiday.holiday_date, description: null }, holiday),
                    `Holiday removed: ${holiday.holiday_date}.`,
                    (error) => writeFailure(error, MESSAGES.removeHolidayFailed, 'holiday'),
                  )
                }
              >
                Delete<VisuallyHidden> holiday {holiday.holiday_date}</VisuallyHidden>
              </ConfirmButton>
              <Answer answers={answers} place={`holiday-${holiday.holiday_date}`} />
            </li>
          ))}
        </ul>
      )}
      <CloseMuseumForm
        answers={answers}
        holidays={holidays ?? []}
        onAdded={async () => {
          await reload();
          onChanged?.();
        }}
      />
    </section>
  );
}
