import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FocusEvent } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery } from './use-media-query';
import { takeOver } from '../islands/handover';

/**
 * A carousel's rotation: advances every `intervalMs` and wraps; hover, keyboard focus inside it, the
 * pause button and a reduced-motion preference stop it. `rootProps` go on the carousel's root, whose
 * data-carousel (with data-carousel-track and data-carousel-dot inside) lets the islands turn it
 * before the app runs (islands/carousel, ADR 100): taking it over, the carousel goes on from the
 * slide shown, still stopped if a pointer is over it or focus is in it. Like the island, it turns
 * only while some of it is on the screen: a phone scrolled past it does no work for it.
 */
export function useCarousel(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const rotating = count > 1 && !paused && !hovered && !focused && !reducedMotion;
  const rootRef = useRef<HTMLDivElement>(null);
  // Until the browser says otherwise (and always, in one with no IntersectionObserver).
  const [onScreen, setOnScreen] = useState(true);

  // Before the first paint of what was hydrated: the slide the island shows is already on screen.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const { index: shown } = takeOver(root);
    if (shown && shown > 0 && shown < count) setIndex(shown);
    if (root.matches(':hover')) setHovered(true);
    if (root.contains(document.activeElement)) setFocused(true);
    // Once, as it mounts: the island is gone after.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver !== 'function') return;
    const seen = new IntersectionObserver((entries) => setOnScreen(entries.some((entry) => entry.isIntersecting)));
    seen.observe(root);
    return () => seen.disconnect();
  }, []);

  // `rotating` is what the carousel says (a turning one announces nothing); off the screen it only waits.
  const turning = rotating && onScreen;
  useEffect(() => {
    if (!turning) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [turning, count, intervalMs]);

  const pauseHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };

  return {
    rootProps: { ref: rootRef, 'data-carousel': intervalMs, ...pauseHandlers },
    index,
    show: setIndex,
    go: (delta: number) => setIndex((current) => (current + delta + count) % count),
    paused,
    togglePaused: () => setPaused((value) => !value),
    rotating,
    reducedMotion,
  };
}
