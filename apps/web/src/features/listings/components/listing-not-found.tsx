import { Link } from '../../../lib/router';
import { SearchX } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { useGoBack } from '../hooks/use-go-back';
import { useT } from '../../../lib/i18n/i18n-context';
import { listingMessages } from '../../../lib/i18n/catalogs/listing';

export function ListingNotFound({ isSeller, onRetry }: { isSeller: boolean; onRetry?: () => void }) {
  const goBack = useGoBack(isSeller ? paths.manageListings.getHref() : paths.listings.getHref());
  const t = useT(listingMessages);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <DocumentTitle title={t('notFound.title')} />
      <SearchX aria-hidden="true" className="size-12 text-gray-500 dark:text-gray-400" />
      <h1 className="text-3xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="text-gray-700 dark:text-gray-300">{t('notFound.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {isSeller ? (
          <Link to={paths.manageListings.getHref()} className={buttonClasses('primary')}>
            {t('notFound.backToMine')}
          </Link>
        ) : (
          <Link to={paths.listings.getHref()} className={buttonClasses('primary')}>
            {t('notFound.browse')}
          </Link>
        )}
        <Button variant="outline" onClick={goBack}>
          {t('goBack')}
        </Button>
        {onRetry ? (
          <Button variant="ghost" onClick={onRetry}>
            {t('tryAgain')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
