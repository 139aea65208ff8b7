import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from '../../../lib/router';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../hooks/use-session';
import { safeRedirect } from '../lib/redirect';
import { useT } from '../../../lib/i18n/i18n-context';

/**
 * Pages for people who are not signed in (sign-in, sign-up, password reset): someone who arrives
 * signed in is sent on to where signing in would have taken them (?redirect= or the guard's
 * location.state.from, else the page after sign-in), so nobody makes a second account by accident.
 * `active` is false once the person is moving through the page's own steps (a sign-up that has just
 * signed in shows its success step; a logout that lands on /signin ends the session there).
 */
export function GuestOnly({ active = true, children }: { active?: boolean; children: ReactNode }) {
  const t = useT();
  const session = useSession();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  if (!active || session.status === 'signed-out') return children;
  if (session.status === 'loading') return <Spinner label={t('status.session')} />;
  const from = (location.state as { from?: unknown } | null)?.from;
  return <Navigate to={safeRedirect(searchParams.get('redirect'), from)} replace />;
}
