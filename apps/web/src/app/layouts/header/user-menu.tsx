import { Suspense, lazy } from 'react';
import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { useSession } from '../../../hooks/use-session';
import { useT } from '../../../lib/i18n/i18n-context';

const SignedInMenu = lazy(() => import('./signed-in-menu').then((module) => ({ default: module.SignedInMenu })));

const pending = <span aria-hidden="true" className="size-9 animate-pulse rounded-full bg-gray-200 dark:bg-gray-800" />;

/** Sign In and Sign Up for a visitor; the bell and the account menu (loaded on demand) for a signed-in person. */
export function UserMenu() {
  const session = useSession();
  const t = useT();
  if (session.status === 'loading') return pending;
  if (session.status === 'signed-out') {
    return (
      <div className="flex items-center gap-2">
        <Link to={paths.signin.getHref()} className={buttonClasses('ghost', 'sm')}>
          {t('header.signIn')}
        </Link>
        <Link to={paths.signup.getHref()} className={buttonClasses('primary', 'sm')}>
          {t('header.signUp')}
        </Link>
      </div>
    );
  }
  return (
    <Suspense fallback={pending}>
      <SignedInMenu user={session.user} />
    </Suspense>
  );
}
