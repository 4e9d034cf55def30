/**
 * The routing API every front end imports, never react-router itself: the shared singleton, a
 * facade so webpack tree-shakes the router to what is listed here (docs/adr/0002). Need another
 * export? Add it here, for everyone. Tests take MemoryRouter from '@furnace/router/testing'.
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
