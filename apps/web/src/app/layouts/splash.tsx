import { useEffect, useState } from 'react';
import { useLocation } from '../../lib/router';
import { Logo } from '../../components/ui/logo';
import { useSplashShowing } from '../../hooks/use-splash-showing';
import { SPLASH_MS, decideSplash, endSplash } from '../../lib/splash';
import { useT } from '../../lib/i18n/i18n-context';

/** At most 3 s over '/', on the first visit in this browser only; Escape or a click ends it sooner. */
export function Splash() {
  const { pathname } = useLocation();
  const [decided] = useState(() => decideSplash(pathname));
  const showing = useSplashShowing();
  const t = useT();

  useEffect(() => {
    if (!decided) return;
    const timer = window.setTimeout(endSplash, SPLASH_MS);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') endSplash();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('keydown', onKey);
    };
  }, [decided]);

  if (!showing) return null;
  return (
    <div
      role="status"
      onClick={endSplash}
      className="fixed inset-0 z-[100] flex flex-col items-center justify-center gap-4 bg-white dark:bg-gray-950"
    >
      <Logo size={100} className="animate-pulse motion-reduce:animate-none" />
      <p className="text-lg font-semibold">{t('splash.welcome')}</p>
      <button
        type="button"
        onClick={endSplash}
        className="rounded-lg px-4 py-2 text-sm font-semibold text-gray-700 underline underline-offset-4 dark:text-gray-300"
      >
        {t('splash.skip')}
      </button>
    </div>
  );
}
