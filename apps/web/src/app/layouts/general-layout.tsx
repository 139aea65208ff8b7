import { Suspense } from 'react';
import { Outlet } from '../../lib/router';
import { GeneralFooter } from './footer/general-footer';
import { AlternateHeader } from './header/alternate-header';

/** Every page but the landing and the storefront pages. */
export function Component() {
  return (
    <>
      <AlternateHeader />
      <main id="main-content" tabIndex={-1} className="min-h-[60vh] outline-none">
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <GeneralFooter />
      </Suspense>
    </>
  );
}
