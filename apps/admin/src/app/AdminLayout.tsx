import { useAuth } from '@furnace/auth';
import { Button } from '@furnace/ui';
import { NavLink, Outlet, useNavigate } from '@furnace/router';
import { startTransition } from 'react';
import { ADMIN_AREA_PATH, PROFILE_PATH } from '@furnace/contracts';
import { ADMIN_PAGES } from './admin-pages';
import styles from './admin.module.css';
import { SignInAgainDialog } from './SignInAgainDialog';

/** docs/product.md §2 "Admin shell": sidebar links and a Logout button that returns to '/'. */
export function AdminLayout() {
  const { logout, role } = useAuth();
  const sections = ADMIN_PAGES.filter((page) => role === 'admin' || !page.adminOnly).map(
    ({ path, label }) => ({ to: `${ADMIN_AREA_PATH}/${path}`, label, end: !path }),
  );
  const navigate = useNavigate();
  return (
    <div className={styles['admin-layout']}>
      <nav className={styles['admin-layout__sidebar']} aria-label="Admin">
        <ul>
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end={section.end}>
                {section.label}
              </NavLink>
            </li>
          ))}
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
