import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { forgetEndedSessions } from '../lib/storage';

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
 * Everything around the router, the same on the server (entry-server.tsx) and in the browser: the
 * two trees must match node for node, or useId's ids (aria-labelledby, label for) would differ.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Hydrated />
    </QueryClientProvider>
  );
}

type Props = { router: ReturnType<typeof createBrowserRouter>; queryClient: QueryClient };

export function App({ router, queryClient }: Props) {
  // What a session that ended left in localStorage (lib/storage): gone before the next person looks.
  useEffect(() => forgetEndedSessions(), []);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
