import { HolidaysPanel } from '../features/hours/HolidaysPanel';
import { ScheduleStrip } from '../features/hours/ScheduleStrip';
import { RecordsPanel } from '../features/hours/RecordsPanel';
import { SEASONS } from '../features/hours/SeasonsPanel';
import { SPECIAL_DAYS } from '../features/hours/SpecialDaysPanel';
import { StatusPreview } from '../features/hours/StatusPreview';
import { WeeklyHours } from '../features/hours/WeeklyHours';
import { AdminPage } from '../components/AdminPage';

/** /admin/hours (docs/product.md §2). After every save the panels read again (useAdminList). */
export function HoursRoute() {
  return (
    <AdminPage
      title="Opening Hours"
      intro="Changes show on the website straight away. Use the preview to check what visitors will see on a given day."
    >
      <WeeklyHours />
      <StatusPreview />
      <ScheduleStrip />
      <HolidaysPanel />
      <RecordsPanel kind={SEASONS} />
      <RecordsPanel kind={SPECIAL_DAYS} />
    </AdminPage>
  );
}
