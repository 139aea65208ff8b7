import { Suspense } from 'react';
import { Outlet, useLocation } from '../../lib/router';
import { isClassifiedsPath } from '../../config/paths';
import { whenSeen } from '../../components/when-seen';
import { useAuthToken } from '../../hooks/use-session';
import { StorefrontHeader } from './header/storefront-header';

const ClassifiedsFooter = whenSeen(async () => (await import('./footer/classifieds-footer')).ClassifiedsFooter);
const GeneralFooter = whenSeen(async () => (await import('./footer/general-footer')).GeneralFooter);

/** /classifieds*, /signin and /signup: the full storefront header; classifieds keep their own footer. */
export function Component() {
  const { pathname } = useLocation();
  // The server's page is a visitor's; a signed-in person's footer differs, and loads once the page is live.
  const signedIn = useAuthToken() !== null;
  return (
    <>
      <StorefrontHeader />
      <main id="main-content" tabIndex={-1} className="min-h-[60vh] outline-none">
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>{isClassifiedsPath(pathname) ? <ClassifiedsFooter signedIn={signedIn} /> : <GeneralFooter />}</Suspense>
    </>
  );
}
