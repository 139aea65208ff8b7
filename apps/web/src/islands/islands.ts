import { APP_STARTED } from './handover';
import { driveCarousel } from './carousel';
import { runTour } from './tour';
import { TOUR_TEMPLATE_ID } from './tour-memory';
import type { TourStorage } from './tour';

// The islands' script (ADR 100): what moves on a server-rendered page by itself, run before the
// app does. A page that waits for the person's first touch (ADR 099) loads it after its first paint
// when it has something that moves (#dwa-boot's `islands`): its carousels turn and a first visit's
// tour opens, with no app code. The app takes each part over as it starts (handover.ts).

const storage: TourStorage = {
  getItem: (key) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  setItem: (key, value) => {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Private modes refuse; the tour then shows again on the next visit.
    }
  },
  removeItem: (key) => {
    try {
      localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
};

// Loaded after the app started (a tap came first): the app runs every part itself.
if (!document.documentElement.hasAttribute(APP_STARTED)) {
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  document.querySelectorAll<HTMLElement>('[data-carousel]').forEach((root) => driveCarousel(root, reducedMotion));
  const template = document.getElementById(TOUR_TEMPLATE_ID);
  if (template instanceof HTMLTemplateElement) runTour(template, storage);
}
