import { fetchHolidays, setHoliday } from '@furnace/api-client';
import { VisuallyHidden } from '@furnace/ui';
import { MESSAGES, formatLongDate } from '@furnace/contracts';
import { ListPanel, useAdminList, type ListOptions } from '../../components/AdminPage';
import { Answer } from '../../components/Answer';
import { ConfirmButton } from '../../components/ConfirmButton';
import { CloseMuseumForm } from './CloseMuseumForm';
import styles from './hours.module.css';
import adminStyles from '../../app/admin.module.css';
import { writeFailure } from '../../components/failure-text';

/** 'Holidays and Special Closures': cards with Delete, and the form that closes the museum. */
export function HolidaysPanel(options: ListOptions) {
  const list = useAdminList(
    'holidays',
    fetchHolidays,
    'The holidays could not be loaded. Please reload the page.',
    options,
  );
  return (
    <ListPanel
      title="Holidays and Special Closures"
      intro="On these dates the museum is closed, whatever its weekly hours say."
      list={list}
      loading="Loading holidays…"
      empty="No holidays or special closures are planned."
      extra={
        <CloseMuseumForm
          answers={list.answers}
          holidays={list.items ?? []}
          onAdded={async () => {
            await list.reload();
            options.onChanged?.();
          }}
        />
      }
    >
      {(holidays) => (
        <ul className={`${adminStyles.cards} ${styles['card-list']}`}>
          {[...holidays]
            .sort((a, b) => a.holiday_date.localeCompare(b.holiday_date))
            .map((holiday) => (
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
                    list.act(
                      () => setHoliday({ date: holiday.holiday_date, description: null }, holiday),
                      `Holiday removed: ${holiday.holiday_date}.`,
                      (error) => writeFailure(error, MESSAGES.removeHolidayFailed, 'holiday'),
                      `holiday-${holiday.holiday_date}`,
                    )
                  }
                >
                  Delete<VisuallyHidden> holiday {holiday.holiday_date}</VisuallyHidden>
                </ConfirmButton>
                <Answer answers={list.answers} place={`holiday-${holiday.holiday_date}`} />
              </li>
            ))}
        </ul>
      )}
    </ListPanel>
  );
}
