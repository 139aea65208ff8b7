import { Suspense } from 'react';
import { Outlet, useLocation } from '../../lib/router';
import { isClassifiedsPath } from '../../config/paths';
import { ClassifiedsFooter } from './footer/classifieds-footer';
import { GeneralFooter } from './footer/general-footer';
import { StorefrontHeader } from './header/storefront-header';

/** /classifieds*, /signin and /signup: the full storefront header; classifieds keep their own footer. */
export function Component() {
  const { pathname } = useLocation();
  return (
    <>
      <StorefrontHeader />
      <main id="main-content" tabIndex={-1} className="min-h-[60vh] outline-none">
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>{isClassifiedsPath(pathname) ? <ClassifiedsFooter /> : <GeneralFooter />}</Suspense>
    </>
  );
}
