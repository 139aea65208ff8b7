import { useRef, useState } from 'react';
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

/** What the button must never sit on: anything one can press, type in or pick, and any form (its hints and totals). */
const CONTROL =
  'a[href], button, input, select, textarea, summary, label, form, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="option"], [tabindex]:not([tabindex="-1"])';

/** The page's elements at a point, topmost first (document.elementsFromPoint). */
export type HitTest = (x: number, y: number) => readonly Element[];

/**
 * Whether a control lies under the button's square (`right` and `bottom` are its distances from the
 * viewport's right and bottom edges), sampled every 12 px: the topmost element under each point that is
 * not the button itself (inside `own`) must not be, or be inside, a control.
 */
export function coversControl(
  hit: HitTest,
  viewportWidth: number,
  viewportHeight: number,
  bottom: number,
  own: Element | null,
  right = GAP_PX,
): boolean {
  const left = viewportWidth - right - SIZE_PX;
  const top = viewportHeight - bottom - SIZE_PX;
  for (let dx = 1; dx < SIZE_PX; dx += 11.5) {
    for (let dy = 1; dy < SIZE_PX; dy += 11.5) {
      const under = hit(left + dx, top + dy).find((element) => !own?.contains(element));
      if (under?.closest(CONTROL)) return true;
    }
  }
  return false;
}

export function ScrollToTop() {
  const [bottom, setBottom] = useState<number | null>(null);
  const own = useRef<HTMLElement>(null);
  const t = useT();

  useScrollFrame(() => {
    const footer = document.querySelector('footer');
    const next = scrollButtonBottom(window.scrollY, window.innerHeight, footer ? footer.getBoundingClientRect().top : null);
    // It steps aside rather than cover a control (a promo code's Apply, a checkout's hint, a sign-in button).
    const width = document.documentElement.clientWidth;
    const covers =
      next !== null &&
      typeof document.elementsFromPoint === 'function' &&
      coversControl((x, y) => document.elementsFromPoint(x, y), width, window.innerHeight, next, own.current);
    setBottom(covers ? null : next);
  });

  if (bottom === null) return null;
  return (
    <aside ref={own} aria-label={t('tools.label')}>
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
