import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { useMediaQuery } from '../../hooks/use-media-query';
import { useScrollFrame } from '../../hooks/use-scroll-frame';
import { useTheme } from '../../hooks/use-theme';
import { isToastHostWanted, subscribeToastHost } from '../../lib/toast';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** The sticky bar's height (h-16 and its border) and a gap: the least a phone's toast sits from the top. */
const BELOW_BAR_PX = 72;
const GAP_PX = 8;
/** On a wide screen a toast sits bottom right, above the scroll-to-top button (bottom-4, size-12). */
const ABOVE_SCROLL_BUTTON_PX = 80;

type Edge = { top: number; bottom: number };

/**
 * Where a phone's toast starts: under whatever of the page's header is on screen (the sticky bar,
 * and at the top of a page the header row with the search box and the account icons), never higher
 * than just under the sticky bar.
 */
export function phoneToastTop(headers: readonly Edge[], viewportHeight: number): number {
  let bottom = 0;
  for (const header of headers) if (header.top < viewportHeight && header.bottom > bottom) bottom = header.bottom;
  return Math.max(BELOW_BAR_PX, Math.round(bottom) + GAP_PX);
}

const measure = () =>
  phoneToastTop(
    [...document.querySelectorAll('#site-header, [data-page-header]')].map((element) => element.getBoundingClientRect()),
    window.innerHeight,
  );

/** The phone's toast offset, kept current while toasts can show (scrolling moves the header away). */
function usePhoneToastTop(active: boolean): number {
  const [top, setTop] = useState(BELOW_BAR_PX);
  useScrollFrame(() => setTop(measure()), active);
  return top;
}

/**
 * Mounts sonner only once a toast was asked for (see lib/toast.ts). A toast never covers the
 * navigation: on a phone it appears under the page's header (the bottom is where a chat's composer
 * and a form's buttons are), on a wide screen in the bottom-right corner, away from the page's column.
 */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToastHost, isToastHostWanted, () => false);
  const { theme } = useTheme();
  const phone = useMediaQuery('(max-width: 599px)');
  const top = usePhoneToastTop(wanted && phone);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        theme={theme}
        position={phone ? 'top-center' : 'bottom-right'}
        offset={{ top: BELOW_BAR_PX, bottom: ABOVE_SCROLL_BUTTON_PX, right: 16 }}
        mobileOffset={{ top, left: 8, right: 8 }}
        duration={4000}
        closeButton
        richColors
      />
    </Suspense>
  );
}
