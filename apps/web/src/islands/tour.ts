import { TAKE_OVER } from './handover';
import { HIGHLIGHT_ATTRIBUTE, HIGHLIGHT_DELAY_MS, bringIntoView, isLastStep, resumeStep } from './tour-memory';

// A first visit's tour, started before the app runs (ADR 100). The server writes every step's
// dialog as the app's GuidedTour draws it into <template id="dwa-tour"> (with the memory's keys and
// how it scrolls), so this shows the same dialog, in the page's language, without the app: it
// resumes where the memory says, Next and Finish move on, Skip, close and Escape end it for good.
// Its dialog is marked data-island: a tap or focus in it does not start the app (index.html). When
// the app starts for something else, the app's tour takes over (TAKE_OVER on window) at the same step.

/** What works without the app: index.html's boot script and held taps leave it alone. */
export const ISLAND_ATTRIBUTE = 'data-island';

/** Storage that never throws (private modes do). */
export type TourStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function runTour(template: HTMLTemplateElement, storage: TourStorage): void {
  const { stepKey = '', seenKey = '' } = template.dataset;
  const scroll = template.dataset.scroll === 'always' ? 'always' : 'when-out-of-view';
  const dialogs = [...template.content.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
  const first = resumeStep(storage.getItem(seenKey), storage.getItem(stepKey), dialogs.length);
  if (first === null) return;
  let step = first;
  let dialog: HTMLElement | null = null;
  let highlighted: HTMLElement | null = null;
  let timer = 0;

  const unhighlight = () => {
    window.clearTimeout(timer);
    highlighted?.removeAttribute(HIGHLIGHT_ATTRIBUTE);
    highlighted = null;
  };
  const focusIn = (scope: Element | null | undefined) => scope?.contains(document.activeElement) ?? false;

  const show = (next: number) => {
    const fresh = dialogs[next]?.cloneNode(true);
    if (!(fresh instanceof HTMLElement)) return;
    step = next;
    const hadFocus = focusIn(dialog);
    fresh.setAttribute(ISLAND_ATTRIBUTE, '');
    fresh.addEventListener('click', onClick);
    fresh.addEventListener('keydown', onKey);
    if (dialog) {
      // One dialog whose words change, as the app's: it fades in once.
      fresh.classList.remove('animate-fade-in');
      dialog.replaceWith(fresh);
    } else document.body.append(fresh);
    dialog = fresh;
    if (hadFocus) fresh.querySelector<HTMLElement>('[data-tour-action="next"]')?.focus();
    unhighlight();
    const target = document.getElementById(fresh.dataset.tourTarget ?? '');
    if (!target) return;
    bringIntoView(target, scroll);
    timer = window.setTimeout(() => {
      target.setAttribute(HIGHLIGHT_ATTRIBUTE, '');
      highlighted = target;
    }, HIGHLIGHT_DELAY_MS);
  };

  const close = () => {
    // A keyboard's focus goes back where the tour is started, as the app's tour sends it. A tap's
    // stays put: focus on the page's own button would start the app for nothing.
    const keyboardFocus = focusIn(dialog) && document.activeElement?.matches(':focus-visible');
    unhighlight();
    dialog?.remove();
    dialog = null;
    if (keyboardFocus) document.querySelector<HTMLElement>('[data-tour-start]')?.focus();
  };
  const end = () => {
    storage.setItem(seenKey, 'true');
    storage.removeItem(stepKey);
    close();
  };
  const next = () => {
    if (isLastStep(step, dialogs.length)) return end();
    storage.setItem(stepKey, String(step + 1));
    show(step + 1);
  };
  function onClick(event: Event) {
    const action = event.target instanceof Element ? event.target.closest('[data-tour-action]')?.getAttribute('data-tour-action') : null;
    if (action === 'next') next();
    else if (action === 'end') end();
  }
  function onKey(event: KeyboardEvent) {
    if (event.key === 'Escape') end();
  }

  window.addEventListener(
    TAKE_OVER,
    () => {
      unhighlight();
      dialog?.remove();
      dialog = null;
    },
    { once: true },
  );
  show(first);
}
