import { Suspense, lazy, useSyncExternalStore } from 'react';
import { useTheme } from '../../hooks/use-theme';
import { isToastHostWanted, subscribeToastHost } from '../../lib/toast';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Mounts sonner only once a toast was asked for (see lib/toast.ts). */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToastHost, isToastHostWanted, () => false);
  const { theme } = useTheme();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} position="top-center" duration={4000} closeButton richColors />
    </Suspense>
  );
}
