import { HolidaysPanel } from '../features/hours/HolidaysPanel';
import { useState } from 'react';
import { ScheduleStrip } from '../features/hours/ScheduleStrip';
import { SeasonsPanel } from '../features/hours/SeasonsPanel';
import { SpecialDaysPanel } from '../features/hours/SpecialDaysPanel';
import { StatusPreview } from '../features/hours/StatusPreview';
import { WeeklyHours } from '../features/hours/WeeklyHours';
import { AdminPage } from '../components/AdminPage';

/**
 * /admin/hours: the weekly hours, the preview and the holidays share one page (docs/product.md §2);
 * with the 14-day strip beside the preview, the seasons and the special days. Every save
 * bumps `changes`, so the strip shows what visitors will now see.
 */
export function HoursRoute() {
  const [changes, setChanges] = useState(0);
  const changed = () => setChanges((count) => count + 1);
  return (
    <AdminPage
      title="Opening Hours"
      intro="Changes show on the website straight away. Use the preview to check what visitors will see on a given day."
    >
      <WeeklyHours onChanged={changed} />
      <StatusPreview />
      <ScheduleStrip version={changes} />
      <HolidaysPanel onChanged={changed} version={changes} />
      <SeasonsPanel onChanged={changed} />
      <SpecialDaysPanel onChanged={changed} version={changes} />
    </AdminPage>
  );
}
