import { Link } from '../../../lib/router';
import { AlertTriangle, SearchX } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../lib/i18n/i18n-context';
import { exploreMessages } from '../../../lib/i18n/catalogs/explore';
import { Issue } from '../../../components/ui/issue';

/** `message`: the server's words when it had some (lib/failure-text), else the spec's line. */
export function ExploreError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const t = useT(exploreMessages);
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center dark:border-red-900 dark:bg-red-950/40"
    >
      <AlertTriangle aria-hidden="true" className="size-10 text-red-700 dark:text-red-400" />
      <h2 className="text-lg font-bold">{t('error.title')}</h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">{message ? <Issue text={message} /> : t('failed')}</p>
      <Button onClick={onRetry}>{t('tryAgain')}</Button>
    </div>
  );
}

export function ExploreEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const t = useT(exploreMessages);
  return (
    <EmptyState icon={<SearchX aria-hidden="true" className="size-10" />} title={t('empty.title')}>
      <p className="max-w-md text-sm text-gray-700 dark:text-gray-300">{filtered ? t('empty.filtered') : t('empty.first')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Link to={paths.postListing.getHref()} className={buttonClasses('primary')}>
          {t('empty.post')}
        </Link>
        {filtered ? (
          <Button variant="outline" onClick={onClear}>
            {t('empty.clear')}
          </Button>
        ) : null}
      </div>
    </EmptyState>
  );
}
