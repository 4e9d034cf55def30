import { useAuth } from '@furnace/auth';
import { NavLink, Outlet, useNavigate } from '@furnace/router';
import './admin.css';

/** SPEC section 2 "Admin shell": sidebar links and a Logout button that returns to '/'. */
export function AdminLayout() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return (
    <div className="admin-layout">
      <nav className="admin-layout__sidebar" aria-label="Admin">
        <ul>
          <li>
            <NavLink to="/admin/" end>
              Dashboard
            </NavLink>
          </li>
        </ul>
        <button
          type="button"
          className="button"
          onClick={() => {
            logout();
            navigate('/');
          }}
        >
          Logout
        </button>
      </nav>
      <div className="admin-layout__content">
        <Outlet />
      </div>
    </div>
  );
}
