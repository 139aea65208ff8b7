import { useId, useState } from 'react';
import { Link } from '../../../lib/router';
import { truncate } from '@dwa/shared/text';
import type { Listing } from '@dwa/shared/listings';
import { paths } from '../../../config/paths';
import { Skeleton } from '../../../components/ui/skeleton';
import { ListingImage } from '../../../components/ui/listing-image';
import { SellerScore } from '../../../components/ui/seller-score';
import { failureText } from '../../../lib/failure-text';
import { useListingsPage } from '../api/search-listings';
import { CARD_IMAGE_SIZES } from '../lib/card-image-sizes';
import { RECENT_ADS_COLLAPSED, RECENT_ADS_LIMIT, canExpand, visibleItems } from '../lib/show-more';
import { SectionError } from './section-error';
import { ShowMoreButton } from './show-more-button';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { classifiedsMessages } from '../../../lib/i18n/catalogs/classifieds';
import { Price } from '../../../components/price';

// Strictly newest first (spec), so `recent`: the default `newest` lifts FEATURED ads by 3 days,
// which would put an older featured ad above newer ones (issue 16). Recommended Products is
// where featured ads lead. Spec: title cut at 28 characters, description at 60.
export const RECENT_PARAMS = { sort: 'recent', limit: String(RECENT_ADS_LIMIT) };

function RecentAd({ listing }: { listing: Listing }) {
  const f = useFormat();
  return (
    <Link
      to={paths.listing.getHref(listing.id)}
      className="flex h-full gap-3 rounded-xl border border-gray-200 bg-white p-2.5 transition-colors hover:border-emerald-600 dark:border-gray-800 dark:bg-gray-900 dark:hover:border-emerald-500"
    >
      <ListingImage listing={listing} sizes={CARD_IMAGE_SIZES.thumb} className="size-24 shrink-0 rounded-lg" />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold" title={listing.title}>
          {truncate(listing.title, 28)}
        </h3>
        <p className="mt-0.5 text-sm text-gray-700 dark:text-gray-300">{truncate(listing.description, 60)}</p>
        <SellerScore rating={listing.user.rating} className="mt-0.5" />
        <p className="mt-1 flex flex-wrap items-baseline justify-between gap-x-2">
          <span className="font-bold text-emerald-800 dark:text-emerald-300">
            <Price cedis={listing.price} />
          </span>
          <time dateTime={listing.created_at} className="text-xs text-gray-600 dark:text-gray-400">
            {f.age(listing.created_at)}
          </time>
        </p>
      </div>
    </Link>
  );
}

export function RecentAds() {
  const listId = useId();
  const t = useT(classifiedsMessages);
  const [expanded, setExpanded] = useState(false);
  const query = useListingsPage(RECENT_PARAMS);
  const ads = query.data?.results ?? [];

  return (
    <section id="classifieds-recent-ads" aria-labelledby="classifieds-recent-title" className="mx-auto max-w-7xl px-4 pt-10">
      <h2 id="classifieds-recent-title" className="text-xl font-bold tracking-tight sm:text-2xl">
        {t('recent.title')}
      </h2>
      <div className="mt-4">
        {query.isPending ? (
          <>
            <p role="status" className="sr-only">
              {t('recent.loading')}
            </p>
            <ul className="grid gap-3 md:grid-cols-2">
              {Array.from({ length: RECENT_ADS_COLLAPSED }, (_, index) => (
                <li key={index} aria-hidden="true" className="flex gap-3 rounded-xl border border-gray-200 p-2.5 dark:border-gray-800">
                  <Skeleton className="size-24 shrink-0 rounded-lg" />
                  <div className="flex flex-1 flex-col gap-2">
                    <Skeleton className="h-4 w-3/4" />
                    <Skeleton className="h-4 w-full" />
                    <Skeleton className="h-4 w-1/3" />
                  </div>
                </li>
              ))}
            </ul>
          </>
        ) : query.isError ? (
          <SectionError message={failureText(query.error, t('recent.error'))} onRetry={() => void query.refetch()} />
        ) : ads.length === 0 ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('recent.empty')}</p>
        ) : (
          <>
            <ul id={listId} className="grid gap-3 md:grid-cols-2">
              {visibleItems(ads, expanded, RECENT_ADS_COLLAPSED).map((listing) => (
                <li key={listing.id}>
                  <RecentAd listing={listing} />
                </li>
              ))}
            </ul>
            {canExpand(ads.length, RECENT_ADS_COLLAPSED) ? (
              <ShowMoreButton expanded={expanded} controls={listId} onToggle={() => setExpanded((value) => !value)} />
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
