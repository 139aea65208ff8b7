// The app's router (ADR 049): import it from here, as react-router was.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  StaticRouter,
  createMemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from './router';
export { matchPath, matchRoutes } from './match';
export type { RouteObject } from './match';
