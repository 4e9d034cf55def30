import { visuallyHiddenClassName } from '@furnace/ui';
import { WEEKDAYS, formatTime12h } from '@furnace/contracts';
import { DEFAULT_HOURS } from './visit-facts';
import pageStyles from '../../components/page/page.module.css';

/** The published weekly hours, Monday to Sunday: shown when the live schedule cannot be loaded. */
export function HoursTable() {
  const byDay = new Map(DEFAULT_HOURS.map((day) => [day.day_of_week, day]));
  return (
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
                {opens && closes ? `${formatTime12h(opens)} – ${formatTime12h(closes)}` : 'Closed'}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
