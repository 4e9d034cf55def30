import { HolidaysPanel } from '../features/hours/HolidaysPanel';
import { useState } from 'react';
import { ScheduleStrip } from '../features/hours/ScheduleStrip';
import { SeasonsPanel } from '../features/hours/SeasonsPanel';
import { SpecialDaysPanel } from '../features/hours/SpecialDaysPanel';
import { StatusPreview } from '../features/hours/StatusPreview';
import { WeeklyHours } from '../features/hours/WeeklyHours';
import { AdminPage } from '../components/AdminPage';

/** /admin/hours (docs/product.md §2). Every save bumps `changes`: the panels that show it read again. */
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
