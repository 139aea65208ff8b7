import { SearchX } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { DeadEnd } from '../../../components/ui/dead-end';
import { useGoBack } from '../hooks/use-go-back';
import { useT } from '../../../lib/i18n/i18n-context';
import { listingDetailMessages } from '../../../lib/i18n/catalogs/listing-detail';

export function ListingNotFound({ isSeller, onRetry }: { isSeller: boolean; onRetry?: () => void }) {
  const goBack = useGoBack(isSeller ? paths.manageListings.getHref() : paths.listings.getHref());
  const t = useT(listingDetailMessages);
  return (
    <DeadEnd
      icon={<SearchX aria-hidden="true" className="size-12 text-gray-500 dark:text-gray-400" />}
      title={t('notFound.title')}
      text={t('notFound.text')}
      links={[
        isSeller
          ? { to: paths.manageListings.getHref(), label: t('notFound.backToMine') }
          : { to: paths.listings.getHref(), label: t('notFound.browse') },
      ]}
    >
      <Button variant="outline" onClick={goBack}>
        {t('goBack')}
      </Button>
      {onRetry ? (
        <Button variant="ghost" onClick={onRetry}>
          {t('tryAgain')}
        </Button>
      ) : null}
    </DeadEnd>
  );
}
