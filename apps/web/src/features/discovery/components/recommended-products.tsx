import { useId, useMemo, useState } from 'react';
import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { ListingImage } from '../../../components/ui/listing-image';
import { SellerScore } from '../../../components/ui/seller-score';
import { failureText } from '../../../lib/failure-text';
import { useListingsPage } from '../api/search-listings';
import { CARD_IMAGE_SIZES } from '../lib/card-image-sizes';
import { FEATURED_LEADS, recommend } from '../lib/recommend';
import { RECOMMENDED_COLLAPSED, RECOMMENDED_LIMIT, canExpand, visibleItems } from '../lib/show-more';
import { SectionError } from './section-error';
import { ShowMoreButton } from './show-more-button';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { classifiedsMessages } from '../../../lib/i18n/catalogs/classifieds';

const POPULAR_PARAMS = { sort: 'popular', limit: String(RECOMMENDED_LIMIT) };
const FEATURED_PARAMS = { sort: 'popular', promotion: 'FEATURED', limit: String(FEATURED_LEADS) };
const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5';

export function RecommendedProducts() {
  const f = useFormat();
  const t = useT(classifiedsMessages);
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const popular = useListingsPage(POPULAR_PARAMS);
  const featured = useListingsPage(FEATURED_PARAMS);
  const products = useMemo(
    () => recommend(featured.data?.results ?? [], popular.data?.results ?? [], RECOMMENDED_LIMIT),
    [featured.data, popular.data],
  );
  // Featured by a running Featured boost: the listing's one badge says Urgent when an Urgent boost
  // runs too (ADR 076), so the featured leads are labelled by where they came from (ADR 079).
  const featuredIds = useMemo(() => new Set((featured.data?.results ?? []).map((listing) => listing.id)), [featured.data]);
  const retry = () => {
    if (popular.isError) void popular.refetch();
    if (featured.isError) void featured.refetch();
  };

  return (
    <section id="classifieds-recommended" aria-labelledby="classifieds-recommended-title" className="mx-auto max-w-7xl px-4 pt-10">
      <h2 id="classifieds-recommended-title" className="text-xl font-bold tracking-tight sm:text-2xl">
        {t('recommended.title')}
      </h2>
      <div className="mt-4">
        {popular.isPending || featured.isPending ? (
          <ul className={grid} aria-hidden="true">
            {Array.from({ length: RECOMMENDED_COLLAPSED }, (_, index) => (
              <li key={index} className="flex flex-col gap-2">
                <Skeleton className="aspect-square w-full rounded-xl" />
                <Skeleton className="h-4 w-4/5" />
                <Skeleton className="h-4 w-1/2" />
              </li>
            ))}
          </ul>
        ) : popular.isError || featured.isError ? (
          <SectionError message={failureText(popular.error ?? featured.error, t('recommended.error'))} onRetry={retry} />
        ) : (
          <>
            <ul id={listId} className={grid}>
              {visibleItems(products, expanded, RECOMMENDED_COLLAPSED, RECOMMENDED_LIMIT).map((listing) => (
                <li key={listing.id}>
                  <Link to={paths.listing.getHref(listing.id)} className="group block">
                    <div className="relative">
                      <ListingImage listing={listing} sizes={CARD_IMAGE_SIZES.tile} className="aspect-square rounded-xl" />
                      {listing.promotion === 'FEATURED' || featuredIds.has(listing.id) ? (
                        <Badge tone="brand" className="absolute top-2 left-2">
                          {t('recommended.featured')}
                        </Badge>
                      ) : null}
                    </div>
                    <h3 className="mt-2 line-clamp-2 text-sm font-medium group-hover:underline">{listing.title}</h3>
                    <p className="mt-0.5 text-sm font-bold text-emerald-800 dark:text-emerald-300">{f.cedis(listing.price, 'ghc')}</p>
                    <SellerScore rating={listing.user.rating} />
                  </Link>
                </li>
              ))}
            </ul>
            {canExpand(products.length, RECOMMENDED_COLLAPSED) ? (
              <ShowMoreButton expanded={expanded} controls={listId} onToggle={() => setExpanded((value) => !value)} />
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
