import { useEffect, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, useNavigate } from '../lib/router';
import { paths } from '../config/paths';
import { setSessionExpiredHandler } from '../lib/http';
import { AUTH_TOKEN_KEY, forgetEndedSessions, readStorage } from '../lib/storage';
import { isStaleCopyFor, pageAge } from '../lib/ssr-state';
import { ENGLISH } from '../lib/i18n/i18n';
import type { I18n } from '../lib/i18n/i18n';
import { I18nProvider } from '../lib/i18n/i18n-context';
import { getI18n, subscribeI18n } from '../lib/i18n/i18n-store';
import { AppRoutes } from './router';

/**
 * Marks the page as live once React has taken it over (journeys wait for it before they type). The
 * layouts' Suspense boundaries hydrate in slices after the first commit; the browser's first idle
 * moment comes once they are done.
 */
function Hydrated() {
  useEffect(() => {
    const mark = () => {
      document.documentElement.dataset.hydrated = 'true';
    };
    if (typeof window.requestIdleCallback !== 'function') {
      mark();
      return;
    }
    const idle = window.requestIdleCallback(mark);
    return () => window.cancelIdleCallback(idle);
  }, []);
  return null;
}

/**
 * A signed-in person on an older copy of a server-rendered page (ADR 085: the server keeps a page
 * 10 s, the same for everyone): once the page is live, what it showed is asked for again, so a
 * comment they have just posted or a like just given is there. Mounted parts refetch in the
 * background; parts still waiting to hydrate (below the fold) do when they mount.
 */
function RefreshStaleCopy() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (isStaleCopyFor({ signedIn: readStorage(AUTH_TOKEN_KEY) !== null, ageMs: pageAge() })) void queryClient.invalidateQueries();
  }, [queryClient]);
  return null;
}

/**
 * Everything around the router, the same on the server (entry-server.tsx) and in the browser: the
 * two trees must match node for node, or useId's ids (aria-labelledby, label for) would differ.
 */
export function AppProviders({ queryClient, i18n = ENGLISH, children }: { queryClient: QueryClient; i18n?: I18n; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider value={i18n}>
        {children}
        <Hydrated />
        <RefreshStaleCopy />
      </I18nProvider>
    </QueryClientProvider>
  );
}

/** A request refused for an expired session sends the person to sign in, and back here after. */
function SessionExpiredRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setSessionExpiredHandler((redirectTo) => {
      void navigate(paths.signin.getHref(redirectTo), { replace: true, state: { from: redirectTo } });
    });
  }, [navigate]);
  return null;
}

/**
 * The routes and what listens beside them: the same children under the server's StaticRouter and
 * the browser's BrowserRouter, so useId's ids below agree (a different number of children there
 * gives every id below another value).
 */
export function RoutedApp() {
  return (
    <>
      <AppRoutes />
      <SessionExpiredRedirect />
    </>
  );
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  // What a session that ended left in localStorage (lib/storage): gone before the next person looks.
  useEffect(() => forgetEndedSessions(), []);
  // The language (ADR 039): main.tsx activated the page's before the first render, so hydration matches.
  const i18n = useSyncExternalStore(subscribeI18n, getI18n, getI18n);
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <BrowserRouter>
        <RoutedApp />
      </BrowserRouter>
    </AppProviders>
  );
}
