import { useAuth } from '@furnace/auth';
import { Route, Routes } from '@furnace/router';
import {
  ACCEPT_INVITE_PATH,
  ADMIN_AREA_PATH,
  PROFILE_PATH,
  TEST_PAGE_PATH,
} from '@furnace/contracts';
import { AdminLayout } from './AdminLayout';
import { ADMIN_PAGES } from './admin-pages';
import { ContentEditPage } from '../features/content/ContentEditPage';
import { ProfilePage } from '../features/profile/ProfilePage';
import { AcceptInvitePage } from '../features/profile/AcceptInvitePage';
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
      <Route path={TEST_PAGE_PATH} element={<TestPage />} />
      <Route path={PROFILE_PATH} element={<ProfilePage />} />
      {/* Opened from an invitation, reset or setup link: the shell shows it without sign-in. */}
      <Route path={ACCEPT_INVITE_PATH} element={<AcceptInvitePage />} />
      <Route path={ADMIN_AREA_PATH} element={<AdminLayout />}>
        {ADMIN_PAGES.map(({ path, element }) =>
          path ? (
            <Route key={path} path={path} element={element} />
          ) : (
            <Route key="index" index element={element} />
          ),
        )}
        <Route path="content/:key" element={<ContentEditPage />} />
      </Route>
    </Routes>
  );
}
