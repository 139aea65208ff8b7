import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Listing, SavedListingsPage } from '@dwa/shared/listings';
import { Button } from '../ui/button';
import { MoreButton } from '../ui/more-button';
import { failureText } from '../../lib/failure-text';
import { ListingTile, ListingTileSkeleton } from './listing-tile';
import { useT } from '../../lib/i18n/i18n-context';
import { wishlistMessages } from '../../lib/i18n/catalogs/wishlist';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

type Props = {
  label: string;
  query: UseInfiniteQueryResult<InfiniteData<SavedListingsPage>>;
  errorText: string;
  empty: ReactNode;
  action?: (listing: Listing) => ReactNode;
};

/** A paged grid of listings with its loading, error and empty states. */
export function ListingTiles({ label, query, errorText, empty, action }: Props) {
  const t = useT(wishlistMessages);
  if (query.isPending) {
    return (
      <div>
        <p role="status" className="sr-only">
          {t('tiles.loading')}
        </p>
        <ul className={GRID}>
          {[0, 1, 2, 3].map((index) => (
            <li key={index}>
              <ListingTileSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 dark:border-red-900 dark:bg-red-950/40"
      >
        <p className="text-sm font-medium text-red-800 dark:text-red-200">{failureText(query.error, errorText)}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('tiles.tryAgain')}
        </Button>
      </div>
    );
  }
  const seen = new Set<number>();
  const listings = query.data.pages
    .flatMap((page) => page.results)
    .filter((listing) => !seen.has(listing.id) && Boolean(seen.add(listing.id)));
  if (listings.length === 0) return <>{empty}</>;
  const total = query.data.pages[0]?.total ?? listings.length;
  return (
    <div>
      <p role="status" className="mb-4 text-sm font-medium text-gray-700 dark:text-gray-300">
        {t('tiles.count', { count: total })}
      </p>
      <ul aria-label={label} className={GRID}>
        {listings.map((listing) => (
          <li key={listing.id}>
            <ListingTile listing={listing} action={action?.(listing)} />
          </li>
        ))}
      </ul>
      <MoreButton query={query} className="mt-8 flex justify-center" text={t('tiles.loadMore')} busyText={t('tiles.loading')} />
    </div>
  );
}
