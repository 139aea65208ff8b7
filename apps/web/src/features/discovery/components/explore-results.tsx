import { Suspense, lazy, useMemo, useState } from 'react';
import type { Listing } from '@dwa/shared/listings';
import { Button } from '../../../components/ui/button';
import { failureText } from '../../../lib/failure-text';
import { notify } from '../../../lib/toast';
import { useAuthToken } from '../../../hooks/use-session';
import { useListingsSearch } from '../api/search-listings';
import { countText } from '../lib/count-text';
import { isFiltered, toSearchParams } from '../lib/explore-filters';
import type { ExploreFilters } from '../lib/explore-filters';
import { ExploreEmpty, ExploreError } from './explore-states';
import { useEverTrue } from '../../../hooks/use-ever-true';
import { ListingCard } from './listing-card';
import type { CardLayout } from './listing-card';
import { ListingCardSkeleton } from './listing-card-skeleton';
import { useT } from '../../../lib/i18n/i18n-context';
import { exploreMessages } from '../../../lib/i18n/catalogs/explore';
import { Issue } from '../../../components/ui/issue';
import { whenSeen } from '../../../components/when-seen';

// The flag confirmation is fetched when someone first flags a listing, not with the page.
const FlagDialog = lazy(() => import('./flag-dialog').then((module) => ({ default: module.FlagDialog })));

const PRIORITY_CARDS = 2;
/**
 * The cards a phone or a wide screen shows first hydrate with the page; each one after them when it
 * comes near the screen (ADR 050): on a phone, most of a page of results is below the fold, and
 * hydrating all 24 at once held the main thread for most of a second.
 */
const EAGER_CARDS = 4;
const LaterCard = whenSeen(async () => ListingCard, { className: 'h-full' });
/**
 * The browser styles, lays out and paints the cards after the first two only when they come near the
 * screen (`content-visibility: auto`, ADR 053): on a phone the first page of results is 24 cards and
 * about 1,100 elements, and doing all of them before the first paint was most of that frame. The
 * estimate holds a card's place until it is drawn (cards measured 537-611 px high in the grid and
 * 222-334 px in the list, at 360 to 1536 px wide); the browser then keeps its real height. The
 * padding, taken back by the margin, keeps the card's shadow inside the box the browser clips it to.
 */
const drawnWhenNear: Record<CardLayout, string> = {
  grid: '-m-2 p-2 [content-visibility:auto] [contain-intrinsic-size:auto_none_auto_570px]',
  list: '-m-2 p-2 [content-visibility:auto] [contain-intrinsic-size:auto_none_auto_270px]',
};
const SKELETONS = 8;

const layoutClasses: Record<CardLayout, string> = {
  grid: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  list: 'flex flex-col gap-3',
};

function Skeletons({ layout, count }: { layout: CardLayout; count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <li key={`skeleton-${index}`} aria-hidden="true">
      <ListingCardSkeleton layout={layout} />
    </li>
  ));
}

/** What filing a flag came to: filed now, already filed before (the server said so), or not filed. */
export type FlagOutcome = 'flagged' | 'already-flagged' | 'failed';

type Props = {
  filters: ExploreFilters;
  layout: CardLayout;
  onClear: () => void;
  /** Files the flag as a report (the route passes it in, and says any failure or refusal itself). */
  onReport?: (listingId: number) => Promise<FlagOutcome>;
};

export function ExploreResults({ filters, layout, onClear, onReport }: Props) {
  const t = useT(exploreMessages);
  const params = useMemo(() => toSearchParams(filters), [filters]);
  const query = useListingsSearch(params);
  const signedIn = useAuthToken() !== null;
  const [flagTarget, setFlagTarget] = useState<Listing | null>(null);
  const flagWanted = useEverTrue(flagTarget !== null);
  const [flagged, setFlagged] = useState<ReadonlySet<number>>(() => new Set());

  // Keyset pages never overlap, but a listing edited between two pages could; keep one of each.
  const listings = useMemo(() => {
    const byId = new Map<number, Listing>();
    for (const page of query.data?.pages ?? [])
      for (const listing of page.results) if (!byId.has(listing.id)) byId.set(listing.id, listing);
    return [...byId.values()];
  }, [query.data]);
  // Each page's featured slots (at most 2 paid Featured boosts that match, ADR 072) go above its
  // results; their cards say Featured (and Urgent when it is) themselves.
  const featuredAt = useMemo(() => {
    const at = new Map<number, Listing[]>();
    let start = 0;
    const seen = new Set<number>();
    for (const page of query.data?.pages ?? []) {
      if (page.featured?.length) at.set(start, page.featured);
      for (const listing of page.results) if (!seen.has(listing.id)) seen.add(listing.id);
      start = seen.size;
    }
    return at;
  }, [query.data]);

  if (query.isPending) {
    return (
      <div className="mt-6">
        <p role="status" className="mb-4 text-sm font-medium text-gray-700 dark:text-gray-300">
          {t('loading')}
        </p>
        <ul className={layoutClasses[layout]}>
          <Skeletons layout={layout} count={SKELETONS} />
        </ul>
      </div>
    );
  }

  if (query.isError && !query.data) {
    return (
      <div className="mt-6">
        <ExploreError message={failureText(query.error, t('failed'))} onRetry={() => void query.refetch()} />
      </div>
    );
  }

  const first = query.data.pages[0];
  if (listings.length === 0 || !first) {
    return (
      <div className="mt-6" aria-busy={query.isPlaceholderData}>
        <p role="status" className="sr-only">
          {query.isPlaceholderData ? countText(t, { total: 0, estimate: false, q: filters.q, searching: true }) : t('empty.title')}
        </p>
        <ExploreEmpty filtered={isFiltered(filters)} onClear={onClear} />
      </div>
    );
  }

  async function confirmFlag(listing: Listing) {
    setFlagTarget(null);
    const outcome = onReport ? await onReport(listing.id) : 'flagged';
    if (outcome === 'failed') return;
    setFlagged((current) => new Set(current).add(listing.id));
    // Reported before: the server's message has been shown instead of the thanks.
    if (outcome === 'flagged') notify.success(t('flag.thanks'));
  }

  return (
    <div className="mt-6">
      <p role="status" className="mb-4 text-sm font-medium text-gray-700 dark:text-gray-300">
        {countText(t, { total: first.total, estimate: first.total_is_estimate, q: filters.q, searching: query.isPlaceholderData })}
      </p>
      {first.fuzzy && filters.q && !query.isPlaceholderData ? (
        <p className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
          {t('fuzzy', { q: filters.q })}
        </p>
      ) : null}
      <ul
        aria-label={t('listings')}
        aria-busy={query.isPlaceholderData || query.isFetchingNextPage}
        className={`${layoutClasses[layout]} transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {listings.map((listing, index) => {
          const Card = index < EAGER_CARDS ? ListingCard : LaterCard;
          const featured = featuredAt.get(index) ?? [];
          return [
            ...featured.map((slot) => (
              <li key={`featured-${index}-${slot.id}`} data-featured="true">
                <ListingCard
                  listing={slot}
                  layout={layout}
                  priority={index === 0}
                  signedIn={signedIn}
                  flagged={slot.is_flagged || flagged.has(slot.id)}
                  onFlag={setFlagTarget}
                  featuredSlot
                />
              </li>
            )),
            <li key={listing.id} className={index < PRIORITY_CARDS ? undefined : drawnWhenNear[layout]}>
              <Card
                listing={listing}
                layout={layout}
                priority={index < PRIORITY_CARDS}
                signedIn={signedIn}
                flagged={listing.is_flagged || flagged.has(listing.id)}
                onFlag={setFlagTarget}
              />
            </li>,
          ];
        })}
        {query.isFetchingNextPage ? <Skeletons layout={layout} count={layout === 'grid' ? 4 : 2} /> : null}
      </ul>
      <div className="mt-8 flex flex-col items-center gap-2">
        {query.isFetchNextPageError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            <Issue text={failureText(query.error, t('failed'))} />
          </p>
        ) : null}
        {query.hasNextPage ? (
          <Button variant="outline" size="lg" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {query.isFetchingNextPage ? t('loading') : query.isFetchNextPageError ? t('tryAgain') : t('loadMore')}
          </Button>
        ) : listings.length > first.results.length ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">{t('seenAll')}</p>
        ) : null}
      </div>
      {flagWanted ? (
        <Suspense fallback={null}>
          <FlagDialog listing={flagTarget} onCancel={() => setFlagTarget(null)} onConfirm={(listing) => void confirmFlag(listing)} />
        </Suspense>
      ) : null}
    </div>
  );
}
