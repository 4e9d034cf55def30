/**
 * The routing API every front end uses, re-exported from react-router (v7 holds everything that
 * react-router-dom used to). All apps import routing from here, never from the router package
 * itself, and this module is a Module Federation shared singleton. Why a facade: a shared package
 * is bundled whole, so sharing react-router directly ships all of it to every visitor; sharing
 * this module instead lets webpack tree-shake the router down to what is listed here.
 * Tests take MemoryRouter from '@furnace/router/testing'.
 * Need something else from the router? Add it here (and tell the other teams: it is shared).
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Location, NavigateFunction } from 'react-router-dom';
