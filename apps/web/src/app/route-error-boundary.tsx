import { Link } from '../lib/router';
import { paths } from '../config/paths';
import { buttonClasses } from '../components/ui/button';
import { useT } from '../lib/i18n/i18n-context';

function describe(error: unknown): string | null {
  return error instanceof Error ? error.message : null;
}

/** What a route's error boundary (app/router.tsx) shows instead of a blank page when it fails to render or load. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const t = useT();
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <div role="alert" className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{t('error.title')}</h1>
      <p className="text-lg text-gray-700 dark:text-gray-300">{describe(error) ?? t('error.fallback')}</p>
      {stack ? <pre className="max-w-full overflow-x-auto rounded-lg bg-gray-100 p-4 text-xs dark:bg-gray-900">{stack}</pre> : null}
      <Link to={paths.home.getHref()} reloadDocument className={buttonClasses('primary')}>
        {t('error.home')}
      </Link>
    </div>
  );
}
