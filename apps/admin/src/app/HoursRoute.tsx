import { HolidaysPanel } from '../features/holidays/HolidaysPanel';
import { PageHeading } from '@furnace/ui';
import { StatusPreview } from '../features/hours/StatusPreview';
import { WeeklyHours } from '../features/hours/WeeklyHours';
import styles from './admin.module.css';

/** /admin/hours: the weekly hours, the preview and the holidays share one page (docs/product.md §2). */
export function HoursRoute() {
  return (
    <section>
      <PageHeading>Opening Hours</PageHeading>
      <p className={styles['admin-page__intro']}>
        Changes show on the website straight away. Use the preview to check what visitors will see
        on a given day.
      </p>
      <WeeklyHours />
      <StatusPreview />
      <HolidaysPanel />
    </section>
  );
}
