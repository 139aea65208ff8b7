import { TAKE_OVER } from './handover';
import type { Handover } from './handover';

// A server-rendered carousel turning before the app runs (ADR 100). The DOM says all it needs:
// the root's data-carousel is its interval in ms, data-carousel-track holds one slide per child, and
// data-carousel-dot marks the dots (drawn from their aria-current). It turns as useCarousel does:
// it wraps, stops while a pointer is over it or focus is in it, and not at all for a reduced-motion
// preference. A touch on it stops it too: that touch is a tap held for the app (index.html), which
// takes the carousel over where this left it. Unlike the app's, it turns only while some of it is on
// the screen: one below the fold waits for the reader, and a phone does no work for what is not seen.

/** The slide shown as React draws it: the track moved, the others hidden and inert, the dot current. */
export function showSlide(root: HTMLElement, index: number): void {
  const track = root.querySelector<HTMLElement>('[data-carousel-track]');
  if (!track) return;
  track.style.transform = `translateX(-${index * 100}%)`;
  [...track.children].forEach((slide, position) => {
    slide.setAttribute('aria-hidden', String(position !== index));
    slide.toggleAttribute('inert', position !== index);
  });
  root.querySelectorAll('[data-carousel-dot]').forEach((dot, position) => dot.setAttribute('aria-current', String(position === index)));
}

/** Turns `root` until the app takes it over; `reducedMotion` leaves it still. */
export function driveCarousel(root: HTMLElement, reducedMotion: boolean): void {
  const track = root.querySelector<HTMLElement>('[data-carousel-track]');
  const count = track?.children.length ?? 0;
  const interval = Number(root.dataset.carousel);
  if (!track || count < 2 || !(interval > 0) || reducedMotion) return;
  let index = 0;
  let hovered = false;
  let focused = false;
  let touched = false;
  let stopped = false;
  let onScreen = typeof IntersectionObserver !== 'function';
  const rotating = () => !hovered && !focused && !touched;
  // As React says it: a turning carousel announces nothing; a stopped one, each slide it is moved to.
  const sync = () => track.setAttribute('aria-live', rotating() ? 'off' : 'polite');
  const seen =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          onScreen = entries.some((entry) => entry.isIntersecting);
        })
      : null;
  seen?.observe(root);
  const timer = window.setInterval(() => {
    if (!rotating() || !onScreen) return;
    index = (index + 1) % count;
    showSlide(root, index);
  }, interval);
  const listeners: [string, (event: Event) => void][] = [
    ['mouseenter', () => (hovered = true)],
    ['mouseleave', () => (hovered = false)],
    ['focusin', () => (focused = true)],
    ['focusout', (event) => (focused = root.contains((event as FocusEvent).relatedTarget as Node | null))],
    ['pointerdown', () => (touched = true)],
  ];
  for (const [type, listener] of listeners) {
    root.addEventListener(type, (event) => {
      if (stopped) return;
      listener(event);
      sync();
    });
  }
  root.addEventListener(
    TAKE_OVER,
    (event) => {
      stopped = true;
      window.clearInterval(timer);
      seen?.disconnect();
      (event as CustomEvent<Handover>).detail.index = index;
    },
    { once: true },
  );
}
