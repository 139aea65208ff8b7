import { useEffect, useState } from 'react';
import { ArrowUp } from 'lucide-react';

const THRESHOLD_PX = 200;

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  return (
    <aside aria-label="Page tools">
      <button
        type="button"
        aria-label="Scroll to top"
        onClick={() => {
          const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
          window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        }}
        className="fixed right-4 bottom-4 z-30 inline-flex size-12 animate-fade-in items-center justify-center rounded-full bg-emerald-700 text-white shadow-lg hover:bg-emerald-800 dark:bg-emerald-500 dark:text-gray-950 dark:hover:bg-emerald-400"
      >
        <ArrowUp aria-hidden="true" className="size-6" />
      </button>
    </aside>
  );
}
