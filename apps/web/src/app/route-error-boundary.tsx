import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { WifiOff } from 'lucide-react';
import { Link } from '../lib/router';
import { paths } from '../config/paths';
import { buttonClasses } from '../components/ui/button';
import { DocumentTitle } from '../components/ui/document-title';
import { isLoadFailure } from '../lib/load-failures';
import { useT } from '../lib/i18n/i18n-context';

function describe(error: unknown): string | null {
  return error instanceof Error ? error.message : null;
}

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** How many times a load that failed after the connection came back is tried again by itself. */
export const AUTO_RETRIES = 5;

/** The wait before the `tries`-th automatic try (1 s, 2 s, 4 s...: a returning connection settles). */
export function autoRetryDelay(tries: number): number {
  return Math.min(1000 * 2 ** Math.max(0, tries - 1), 16_000);
}

/**
 * A page whose code did not arrive (offline, a dropped connection): says so and offers Try again,
 * which the connection's return also does. A try the returning connection made that failed again (the
 * browser says online a moment before requests get through) is made again a few times, with growing
 * waits. Home is a link inside the app: a new document would need the network too.
 */
function LoadFailedNotice({ onRetry, autoTries }: { onRetry: (automatic?: boolean) => void; autoTries: number }) {
  const t = useT();
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  // Listening from the commit itself: a passive effect runs a moment after the notice is shown, and
  // a connection that came back in that moment went unheard (no try, ever).
  useLayoutEffect(() => {
    const back = () => onRetry(true);
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [onRetry]);
  useEffect(() => {
    if (!online || autoTries === 0 || autoTries > AUTO_RETRIES) return;
    const timer = window.setTimeout(() => onRetry(true), autoRetryDelay(autoTries));
    return () => window.clearTimeout(timer);
  }, [online, autoTries, onRetry]);
  const title = online ? t('error.loadTitle') : t('error.offlineTitle');
  return (
    <div role="alert" className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-16">
      <DocumentTitle title={title} />
      <WifiOff aria-hidden="true" className="size-10 text-gray-500 dark:text-gray-400" />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-lg text-gray-700 dark:text-gray-300">{t('error.loadText')}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={() => onRetry()} className={buttonClasses('primary')}>
          {t('error.retry')}
        </button>
        <Link to={paths.home.getHref()} className={buttonClasses('outline')}>
          {t('error.home')}
        </Link>
      </div>
    </div>
  );
}

/**
 * What a route's error boundary (app/router.tsx) shows instead of a blank page when it fails to render
 * or load. `onRetry` renders the page again, asking again for code that failed to arrive (`automatic`
 * when the page itself tried, not the person); `autoTries` counts the automatic tries since the last
 * one the person made.
 */
export function RouteErrorPage({
  error,
  onRetry,
  autoTries = 0,
}: {
  error: unknown;
  onRetry: (automatic?: boolean) => void;
  autoTries?: number;
}) {
  const t = useT();
  if (isLoadFailure(error)) return <LoadFailedNotice onRetry={onRetry} autoTries={autoTries} />;
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <div role="alert" className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-16">
      <DocumentTitle title={t('error.title')} />
      <h1 className="text-3xl font-bold tracking-tight">{t('error.title')}</h1>
      <p className="text-lg text-gray-700 dark:text-gray-300">{describe(error) ?? t('error.fallback')}</p>
      {stack ? <pre className="max-w-full overflow-x-auto rounded-lg bg-gray-100 p-4 text-xs dark:bg-gray-900">{stack}</pre> : null}
      <Link to={paths.home.getHref()} reloadDocument className={buttonClasses('primary')}>
        {t('error.home')}
      </Link>
    </div>
  );
}
