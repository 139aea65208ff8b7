import { Suspense, lazy, useSyncExternalStore } from 'react';
import { useMediaQuery } from '../../hooks/use-media-query';
import { useTheme } from '../../hooks/use-theme';
import { isToastHostWanted, subscribeToastHost } from '../../lib/toast';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** The sticky bar's height (h-16 and its border) and a gap: a toast on a phone sits just under it. */
const BELOW_BAR_PX = 72;
/** On a wide screen a toast sits bottom right, above the scroll-to-top button (bottom-4, size-12). */
const ABOVE_SCROLL_BUTTON_PX = 80;

/**
 * Mounts sonner only once a toast was asked for (see lib/toast.ts). A toast never covers the
 * navigation: on a phone it appears under the sticky bar (the bottom is where a chat's composer and
 * a form's buttons are), on a wide screen in the bottom-right corner, away from the page's column.
 */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToastHost, isToastHostWanted, () => false);
  const { theme } = useTheme();
  const phone = useMediaQuery('(max-width: 599px)');
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        theme={theme}
        position={phone ? 'top-center' : 'bottom-right'}
        offset={{ top: BELOW_BAR_PX, bottom: ABOVE_SCROLL_BUTTON_PX, right: 16 }}
        mobileOffset={{ top: BELOW_BAR_PX, left: 8, right: 8 }}
        duration={4000}
        closeButton
        richColors
      />
    </Suspense>
  );
}
