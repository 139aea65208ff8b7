import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element below the fold has come within `margin` of the screen, so its code and data can
 * load then rather than with the page. Starts false on the server and in hydration alike; decided
 * after mount (at once where there is no IntersectionObserver). Once near, it stays near.
 */
export function useNearScreen<T extends Element>(margin = '400px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
