import { Skeleton } from '../../../components/ui/skeleton';
import { useDeals } from '../api/get-deals';
import { DealCard } from './deal-card';
import { SectionError } from '../../../components/ui/section-error';
import { useT } from '../../../lib/i18n/i18n-context';
import { shopMessages } from '../../../lib/i18n/catalogs/shop';

/** The promo codes sellers run now, in a row that scrolls sideways; nothing at all when there are none. */
export function DealsRow() {
  const deals = useDeals();
  const t = useT(shopMessages);
  if (deals.isSuccess && deals.data.length === 0) return null;
  return (
    <section aria-labelledby="deals-heading" className="space-y-3">
      <h2 id="deals-heading" className="text-xl font-bold tracking-tight">
        {t('deals')}
      </h2>
      {deals.isPending ? (
        <div aria-hidden="true" className="flex gap-3 overflow-hidden">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-40 w-64 shrink-0 rounded-2xl" />
          ))}
        </div>
      ) : deals.isError ? (
        <SectionError message={t('deals.error')} onRetry={() => void deals.refetch()} />
      ) : (
        <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2">
          {deals.data.map((deal) => (
            <li key={`${deal.seller.id}-${deal.code}`} className="w-64 shrink-0 snap-start">
              <DealCard deal={deal} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
