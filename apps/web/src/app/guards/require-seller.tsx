import { Outlet } from '../../lib/router';
import { useSession } from '../../hooks/use-session';
import { SellerAccessRequired } from './seller-access-required';

/** Nested inside the auth guard, so the session is loaded: sellers (and admins) pass. */
export function Component() {
  const session = useSession();
  if (session.status !== 'signed-in' || !session.isSeller) return <SellerAccessRequired />;
  return <Outlet />;
}
