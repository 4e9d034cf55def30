import { visuallyHiddenClassName } from '@furnace/ui';
import { formatTime12h } from '@furnace/contracts';
import pageStyles from '../../components/page/page.module.css';

/** docs/product.md §9: the museum hours, Monday to Sunday, shown when the live hours cannot be loaded. */
const DEFAULT_HOURS: [day: string, opens?: string, closes?: string][] = [
  ['Monday'],
  ['Tuesday'],
  ['Wednesday'],
  ['Thursday'],
  ['Friday', '09:00:00', '16:00:00'],
  ['Saturday', '09:00:00', '16:00:00'],
  ['Sunday', '12:00:00', '16:00:00'],
];

/** The published weekly hours: shown when the live schedule cannot be loaded. */
export function HoursTable() {
  return (
    <table className={pageStyles['data-table']}>
      <caption className={visuallyHiddenClassName}>Museum hours</caption>
      <tbody>
        {DEFAULT_HOURS.map(([day, opens, closes]) => (
          <tr key={day}>
            <th scope="row">{day}</th>
            <td>
              {opens && closes ? `${formatTime12h(opens)} – ${formatTime12h(closes)}` : 'Closed'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
