import { visuallyHiddenClassName } from '@furnace/ui';
import { WEEKDAYS, type HoursListResponse } from '@furnace/contracts';
import { formatLongDate, formatTime12h, parseLocalDateTime } from '@furnace/contracts';
import { DEFAULT_HOURS } from './visit-facts';
import pageStyles from '../../components/page/page.module.css';

/** The weekly hours, Monday to Sunday, from the API (or the published hours if it is unreachable). */
export function HoursTable({ hours }: { hours: HoursListResponse | undefined }) {
  const days = hours?.hours?.length ? hours.hours : DEFAULT_HOURS;
  const byDay = new Map(days.map((day) => [day.day_of_week, day]));
  const closures = (hours?.holidays ?? []).flatMap((holiday) => {
    const date = parseLocalDateTime(holiday.holiday_date);
    return date ? [{ ...holiday, date }] : [];
  });
  return (
    <>
      <table className={pageStyles['data-table']}>
        <caption className={visuallyHiddenClassName}>Museum hours</caption>
        <tbody>
          {WEEKDAYS.map((day) => {
            const record = byDay.get(day);
            const opens = record?.open_time;
            const closes = record?.close_time;
            return (
              <tr key={day}>
                <th scope="row">{day}</th>
                <td>
                  {opens && closes
                    ? `${formatTime12h(opens)} – ${formatTime12h(closes)}`
                    : 'Closed'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {closures.length > 0 && (
        <>
          <h3>Holidays and special closures</h3>
          <ul>
            {closures.map((holiday) => (
              <li key={holiday.holiday_date}>
                {formatLongDate(holiday.date)}: {holiday.description || 'Closed'}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
