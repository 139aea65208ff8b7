import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '../../lib/router';
import { readPositions, remember, takeKeepScroll, writePositions } from '../../lib/scroll-memory';
import type { ScrollPositions } from '../../lib/scroll-memory';

/** useLayoutEffect in the browser; nothing on the server (where it would only warn). */
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The page's scroll position, as a reader expects it: a new page (a link, an address typed) starts
 * at the top, or at the element its #hash names; back, forward and reload return to where that
 * entry was left; a navigation that changes the page in place (lib/scroll-memory's
 * keepScrollOnNextNavigation) stays where it is. Positions are kept per history entry while the
 * person scrolls, and stored when the page is hidden. A page the server rendered may have been read
 * and scrolled before its app started (ADR 099: at the first touch): where it already is, it stays.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  const positions = useRef<ScrollPositions | null>(null);
  const currentKey = useRef(location.key);
  const started = useRef(false);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const save = () => {
      positions.current = remember(positions.current ?? readPositions(), currentKey.current, window.scrollY);
    };
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        save();
      });
    };
    const persist = () => {
      save();
      writePositions(positions.current ?? {});
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useBrowserLayoutEffect(() => {
    currentKey.current = location.key;
    const first = !started.current;
    started.current = true;
    const keep = takeKeepScroll();
    if (first && window.scrollY !== 0) return;
    positions.current ??= readPositions();
    const saved = positions.current[location.key];
    if (action === 'POP' && typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(safeDecode(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (keep) return;
    window.scrollTo(0, 0);
  }, [location]);

  return null;
}
