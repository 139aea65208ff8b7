import { Suspense } from 'react';
import { Outlet } from '../../lib/router';
import { whenSeen } from '../../components/when-seen';
import { AlternateHeader } from './header/alternate-header';

const GeneralFooter = whenSeen(async () => (await import('./footer/general-footer')).GeneralFooter);

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
