/** The shared singleton every front end imports the router through (ADR 2); tests: ./testing. */
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
