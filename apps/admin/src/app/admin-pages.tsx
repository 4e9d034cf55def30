import type { ReactNode } from 'react';
import { AlertsPage } from '../features/alerts/AlertsPage';
import { BackupsPage } from '../features/backups/BackupsPage';
import { ContentListPage } from '../features/content/ContentListPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { EventsPage } from '../features/events/EventsPage';
import { HistoryPage } from '../features/history/HistoryPage';
import { SignsPage } from '../features/signs/SignsPage';
import { StaffPage } from '../features/staff/StaffPage';
import { TrashPage } from '../features/trash/TrashPage';
import { HoursRoute } from './HoursRoute';

export interface AdminPage {
  /** Below /admin ('' for the dashboard). */
  path: string;
  /** Its link in the sidebar. */
  label: string;
  element: ReactNode;
  /** Only admins see its link (the API refuses its calls to everyone else with 403). */
  adminOnly?: boolean;
}

/**
 * The admin area's pages (docs/product.md §2 "Admin shell"), in the sidebar's order: the one list
 * AdminRoutes routes and AdminLayout links.
 */
export const ADMIN_PAGES: readonly AdminPage[] = [
  { path: '', label: 'Dashboard', element: <DashboardPage /> },
  { path: 'hours', label: 'Hours', element: <HoursRoute /> },
  { path: 'events', label: 'Events', element: <EventsPage /> },
  { path: 'signs', label: 'Signs', element: <SignsPage /> },
  { path: 'content', label: 'Site content', element: <ContentListPage /> },
  { path: 'alerts', label: 'Alerts', element: <AlertsPage /> },
  { path: 'trash', label: 'Trash', element: <TrashPage /> },
  { path: 'staff', label: 'Staff', element: <StaffPage />, adminOnly: true },
  { path: 'history', label: 'History', element: <HistoryPage /> },
  { path: 'backups', label: 'Backups', element: <BackupsPage />, adminOnly: true },
];
