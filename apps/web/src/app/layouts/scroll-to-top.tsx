import { useState } from 'react';
import { useT } from '../../lib/i18n/i18n-context';
import { ArrowUp } from 'lucide-react';
import { useScrollFrame } from '../../hooks/use-scroll-frame';

const THRESHOLD_PX = 200;
/** The button's gap from the screen's bottom edge, or from the footer's top once the footer shows. */
const GAP_PX = 16;
const SIZE_PX = 48;

/**
 * Where the button sits: `null` hides it. It waits in the corner until the page has scrolled, then
 * rides on top of the footer as the footer comes up, so it never covers the footer's links, its
 * newsletter button or the copyright line; when the footer fills the screen it steps aside.
 */
export function scrollButtonBottom(scrollY: number, viewportHeight: number, footerTop: number | null): number | null {
  if (scrollY <= THRESHOLD_PX) return null;
  const footerShown = footerTop === null ? 0 : Math.max(0, viewportHeight - footerTop);
  const bottom = GAP_PX + footerShown;
  // Room for the button under the sticky bar (64 px), or it steps aside.
  return bottom + SIZE_PX > viewportHeight - 64 - GAP_PX ? null : bottom;
}

export function ScrollToTop() {
  const [bottom, setBottom] = useState<number | null>(null);
  const t = useT();

  useScrollFrame(() => {
    const footer = document.querySelector('footer');
    setBottom(scrollButtonBottom(window.scrollY, window.innerHeight, footer ? footer.getBoundingClientRect().top : null));
  });

  if (bottom === null) return null;
  return (
    <aside aria-label={t('tools.label')}>
      <button
        type="button"
        aria-label={t('tools.scrollTop')}
        onClick={() => {
          const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
          window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        }}
        style={{ bottom }}
        className="fixed right-4 z-30 inline-flex size-12 animate-fade-in items-center justify-center rounded-full bg-emerald-700 text-white shadow-lg hover:bg-emerald-800 dark:bg-emerald-500 dark:text-gray-950 dark:hover:bg-emerald-400"
      >
        <ArrowUp aria-hidden="true" className="size-6" />
      </button>
    </aside>
  );
}
