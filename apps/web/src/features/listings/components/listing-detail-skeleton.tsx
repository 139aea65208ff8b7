import { useT } from '../../../lib/i18n/i18n-context';
import { listingDetailMessages } from '../../../lib/i18n/catalogs/listing-detail';

const bar = 'animate-pulse rounded bg-gray-200 motion-reduce:animate-none dark:bg-gray-800';

/** The page's shape while the listing loads, so nothing jumps when it arrives. */
export function ListingDetailSkeleton() {
  const t = useT(listingDetailMessages);
  return (
    <div role="status" className="mx-auto max-w-6xl px-4 py-6">
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden="true">
        <div className={`${bar} mb-4 h-4 w-48`} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
          <div className="space-y-3">
            <div className={`${bar} h-[400px] rounded-2xl`} />
            <div className="flex gap-2">
              {[0, 1, 2, 3].map((i) => (
                <div key={i} className={`${bar} size-16 rounded-lg sm:size-20`} />
              ))}
            </div>
          </div>
          <div className="space-y-4">
            <div className={`${bar} h-8 w-3/4`} />
            <div className={`${bar} h-9 w-40`} />
            <div className={`${bar} h-32 rounded-2xl`} />
            <div className={`${bar} h-40 rounded-2xl`} />
          </div>
        </div>
      </div>
    </div>
  );
}
