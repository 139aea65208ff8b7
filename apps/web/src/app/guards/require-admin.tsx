import { Outlet } from '../../lib/router';
import { useSession } from '../../hooks/use-session';
import { isAdmin } from '../../lib/roles';
import { AdminAccessRequired } from './admin-access-required';

/** Nested inside the auth guard, so the session is loaded: only admins pass; others see a 403 page. */
export function Component() {
  const session = useSession();
  if (session.status !== 'signed-in' || !isAdmin(session.user.userType)) return <AdminAccessRequired />;
  return <Outlet />;
}
