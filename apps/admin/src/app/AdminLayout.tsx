import { useAuth } from '@furnace/auth';
import { Button } from '@furnace/ui';
import { NavLink, Outlet, useNavigate } from '@furnace/router';
import { startTransition } from 'react';
import styles from './admin.module.css';
import { SignInAgainDialog } from './SignInAgainDialog';

const SECTIONS = [
  { to: '/admin/', label: 'Dashboard', end: true },
  { to: '/admin/hours', label: 'Hours', end: false },
  { to: '/admin/events', label: 'Events', end: false },
  { to: '/admin/signs', label: 'Signs', end: false },
  { to: '/admin/content', label: 'Site content', end: false },
  { to: '/admin/alerts', label: 'Alerts', end: false },
  { to: '/admin/trash', label: 'Trash', end: false },
];

/** Only admins see these (the API refuses them to everyone else with 403). */
const ADMIN_SECTIONS = [
  { to: '/admin/staff', label: 'Staff', end: false },
  { to: '/admin/history', label: 'History', end: false },
  { to: '/admin/backups', label: 'Backups', end: false },
];

/** docs/product.md §2 "Admin shell": sidebar links and a Logout button that returns to '/'. */
export function AdminLayout() {
  const { logout, role } = useAuth();
  const sections = role === 'admin' ? [...SECTIONS, ...ADMIN_SECTIONS] : SECTIONS;
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
            <NavLink to="/profile">Your profile</NavLink>
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
