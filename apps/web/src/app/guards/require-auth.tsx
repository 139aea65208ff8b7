import { Navigate, Outlet, useLocation } from '../../lib/router';
import { paths } from '../../config/paths';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../hooks/use-session';
import { useT } from '../../lib/i18n/i18n-context';

/**
 * Signed-in pages: no token (or a profile that failed to load) sends the visitor to /signin with the
 * return path twice: `?redirect=` survives a reload, location.state.from is the path as a string.
 */
export function Component() {
  const session = useSession();
  const t = useT();
  const location = useLocation();
  if (session.status === 'loading') return <Spinner label={t('status.session')} />;
  if (session.status === 'signed-out') {
    const redirectTo = location.pathname + location.search;
    return <Navigate to={paths.signin.getHref(redirectTo)} state={{ from: redirectTo }} replace />;
  }
  return <Outlet />;
}
