import { useAuth } from '@furnace/auth';
import { NavLink, Outlet, Route, Routes, useNavigate } from '@furnace/router';
import {
  ACCEPT_INVITE_PATH,
  ADMIN_AREA_PATH,
  PROFILE_PATH,
  TEST_PAGE_PATH,
  type RemoteRoutesComponent,
} from '@furnace/contracts';
import { Button } from '@furnace/ui';
import { startTransition } from 'react';
import { AlertsPage } from '../features/alerts/AlertsPage';
import { BackupsPage } from '../features/backups/BackupsPage';
import { ContentEditPage, ContentListPage } from '../features/content/ContentPages';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { EventsPage } from '../features/events/EventsPage';
import { HistoryPage } from '../features/history/HistoryPage';
import { AcceptInvitePage, ProfilePage } from '../features/profile/ProfilePages';
import { SignsPage } from '../features/signs/SignsPage';
import { StaffPage } from '../features/staff/StaffPage';
import { TrashPage } from '../features/trash/TrashPage';
import { HoursRoute } from './HoursRoute';
import { SignInAgainDialog } from './SignInAgainDialog';
import styles from './admin.module.css';

/** The admin's pages in sidebar order: the one list of routes and links. */
const ADMIN_PAGES = [
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

/** docs/product.md §2 "Admin shell": sidebar links and a Logout button that returns to '/'. */
function AdminLayout() {
  const { logout, role } = useAuth();
  const navigate = useNavigate();
  return (
    <div className={styles['admin-layout']}>
      <nav className={styles['admin-layout__sidebar']} aria-label="Admin">
        <ul>
          {ADMIN_PAGES.filter((page) => role === 'admin' || !page.adminOnly).map(
            ({ path, label }) => (
              <li key={path}>
                <NavLink to={`${ADMIN_AREA_PATH}/${path}`} end={!path}>
                  {label}
                </NavLink>
              </li>
            ),
          )}
          <li>
            <NavLink to={PROFILE_PATH}>Your profile</NavLink>
          </li>
        </ul>
        <Button
          variant="secondary"
          onClick={() => {
            // One transition for both: the router applies navigations in a transition, so a plain
            // logout() would render first and RequireAuth would send the user to /login instead.
            startTransition(() => {
              void navigate('/');
              logout();
            });
          }}
        >
          Logout
        </Button>
      </nav>
      <div className={styles['admin-layout__content']}>
        <Outlet />
      </div>
      <SignInAgainDialog />
    </div>
  );
}

/** /test (docs/product.md §2): a protected page greeting the user by username. */
function TestPage() {
  const { user } = useAuth();
  return (
    // The shell's own page width (its global stylesheet).
    <section className="page-section">
      <h1>Hello, {user?.username}</h1>
    </section>
  );
}

/** The admin remote's routes ('admin/routes'), shown only to a signed-in user (RequireAuth). */
const AdminRoutes: RemoteRoutesComponent = () => (
  <Routes>
    <Route path={TEST_PAGE_PATH} element={<TestPage />} />
    <Route path={PROFILE_PATH} element={<ProfilePage />} />
    {/* Opened from an invitation, reset or setup link: the shell shows it without sign-in. */}
    <Route path={ACCEPT_INVITE_PATH} element={<AcceptInvitePage />} />
    <Route path={ADMIN_AREA_PATH} element={<AdminLayout />}>
      {ADMIN_PAGES.map(({ path, element }) => (
        <Route key={path} index={!path} path={path || undefined} element={element} />
      ))}
      <Route path="content/:key" element={<ContentEditPage />} />
    </Route>
  </Routes>
);
export default AdminRoutes;
