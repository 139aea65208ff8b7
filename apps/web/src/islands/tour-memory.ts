// A page tour's memory in localStorage: the current step (to resume after a reload) and a 'seen'
// flag; it starts by itself the first time only, and ends for good on Finish, Skip or close. Shared
// by the app's tour (hooks/use-guided-tour) and the one that starts before the app (islands/tour).

export type TourKeys = { stepKey: string; seenKey: string };

/** The step to resume at, or null when the tour was seen (finished or skipped). */
export function resumeStep(seen: string | null, storedStep: string | null, stepCount: number): number | null {
  if (seen === 'true' || stepCount <= 0) return null;
  const step = Number(storedStep);
  return Number.isInteger(step) && step >= 0 && step < stepCount ? step : 0;
}

export function isLastStep(step: number, stepCount: number): boolean {
  return step >= stepCount - 1;
}

/** The outline on the step's section ([data-tour-highlight] in index.css), put on after a short delay. */
export const HIGHLIGHT_ATTRIBUTE = 'data-tour-highlight';
export const HIGHLIGHT_DELAY_MS = 120;

/** The server's <template> of a page's tour dialogs (TourTemplate), which islands/tour shows. */
export const TOUR_TEMPLATE_ID = 'dwa-tour';

export type TourScroll = 'when-out-of-view' | 'always';

/**
 * Brings a step's section into view. 'when-out-of-view' scrolls only when the section's top is out of
 * view, so a tour that starts by itself keeps the page still; 'always' brings every section to the
 * top (the landing page's tour).
 */
export function bringIntoView(target: HTMLElement, scroll: TourScroll): void {
  const { top } = target.getBoundingClientRect();
  if (scroll !== 'always' && top >= 0 && top < window.innerHeight * 0.6) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
}
