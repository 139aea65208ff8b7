import { useEffect, useRef } from 'react';

/**
 * Calls `update` once now and then at most once a frame while the page scrolls or the window
 * resizes, for as long as `active`: what sits on top of the page (the scroll-to-top button, toasts)
 * follows the page without a layout read per scroll event.
 */
export function useScrollFrame(update: () => void, active = true): void {
  const latest = useRef(update);
  latest.current = update;
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const run = () => {
      frame = 0;
      latest.current();
    };
    const onChange = () => {
      if (!frame) frame = requestAnimationFrame(run);
    };
    run();
    window.addEventListener('scroll', onChange, { passive: true });
    window.addEventListener('resize', onChange, { passive: true });
    return () => {
      window.removeEventListener('scroll', onChange);
      window.removeEventListener('resize', onChange);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [active]);
}
