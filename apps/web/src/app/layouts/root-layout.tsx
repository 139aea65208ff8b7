import type { ReactNode } from 'react';
import { GlobalNav } from './global-nav';
import { LiveSession } from './live-session';
import { ScrollRestoration } from './scroll-restoration';
import { ScrollToTop } from './scroll-to-top';
import { Splash } from './splash';
import { ToastHost } from './toast-host';
import { useT } from '../../lib/i18n/i18n-context';

/**
 * The page below the bar (`children`, app/router.tsx) sits in its own Suspense boundary, and so do
 * the layouts' main and footer: React hydrates a server-rendered boundary in slices it can pause (a
 * tap is answered in between), where the root alone would be one long task on a slow phone.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
      >
        {t('shell.skip')}
      </a>
      <GlobalNav />
      {children}
      <ScrollToTop />
      <Splash />
      <ToastHost />
      <LiveSession />
      <ScrollRestoration />
    </>
  );
}
