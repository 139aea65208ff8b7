import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../hooks/use-session';

/**
 * Signed-in pages: no token (or a profile that failed to load) sends the visitor to /signin with the
 * return path twice: `?redirect=` survives a reload, location.state.from is the path as a string.
 */
export function Component() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Spinner label="Checking your session..." />;
  if (session.status === 'signed-out') {
    const redirectTo = location.pathname + location.search;
    return <Navigate to={paths.signin.getHref(redirectTo)} state={{ from: redirectTo }} replace />;
  }
  return <Outlet />;
}
