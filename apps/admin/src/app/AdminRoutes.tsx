import { useAuth } from '@furnace/auth';
import { Route, Routes } from '@furnace/router';
import { AdminLayout } from './AdminLayout';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { EventsPage } from '../features/events/EventsPage';
import { SignsPage } from '../features/signs/SignsPage';
import { HoursRoute } from './HoursRoute';
import { ContentListPage } from '../features/content/ContentListPage';
import { ContentEditPage } from '../features/content/ContentEditPage';
import { AlertsPage } from '../features/alerts/AlertsPage';
import { StaffPage } from '../features/staff/StaffPage';
import { ProfilePage } from '../features/profile/ProfilePage';
import { AcceptInvitePage } from '../features/profile/AcceptInvitePage';
import { HistoryPage } from '../features/history/HistoryPage';
import { TrashPage } from '../features/trash/TrashPage';
import { BackupsPage } from '../features/backups/BackupsPage';
import styles from './admin.module.css';

/** /test (docs/product.md §2): a protected page greeting the user by username. */
function TestPage() {
  const { user } = useAuth();
  return (
    <section className={styles['page-section']}>
      <h1>Hello, {user?.username}</h1>
    </section>
  );
}

/**
 * The admin remote's routes, exposed to the shell as 'admin/routes'. The shell renders this only
 * for a signed-in user (RequireAuth); the server still checks the token on every write.
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="/test" element={<TestPage />} />
      <Route path="/profile" element={<ProfilePage />} />
      {/* Opened from an invitation, reset or setup link: the shell shows it without sign-in. */}
      <Route path="/accept-invite" element={<AcceptInvitePage />} />
      <Route path="/admin" element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="hours" element={<HoursRoute />} />
        <Route path="events" element={<EventsPage />} />
        <Route path="signs" element={<SignsPage />} />
        <Route path="content" element={<ContentListPage />} />
        <Route path="content/:key" element={<ContentEditPage />} />
        <Route path="alerts" element={<AlertsPage />} />
        <Route path="trash" element={<TrashPage />} />
        <Route path="staff" element={<StaffPage />} />
        <Route path="history" element={<HistoryPage />} />
        <Route path="backups" element={<BackupsPage />} />
      </Route>
    </Routes>
  );
}
