import { useEffect, useState } from 'react';
import type { FocusEvent } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery } from './use-media-query';

/**
 * A carousel's rotation: advances every `intervalMs` and wraps; hover, keyboard focus inside it, the
 * pause button and a reduced-motion preference stop it. `pauseHandlers` go on the carousel's root.
 */
export function useCarousel(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const rotating = count > 1 && !paused && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, count, intervalMs]);

  const pauseHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };

  return {
    index,
    show: setIndex,
    go: (delta: number) => setIndex((current) => (current + delta + count) % count),
    paused,
    togglePaused: () => setPaused((value) => !value),
    rotating,
    reducedMotion,
    pauseHandlers,
  };
}
