import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { MapPin } from 'lucide-react';
import type { Listing } from '@dwa/shared/listings';
import { paths } from '../../config/paths';
import { ListingImage } from '../ui/listing-image';
import { Skeleton } from '../ui/skeleton';
import { SellerScore } from '../ui/seller-score';
import { Price } from '../price';
import { useT } from '../../lib/i18n/i18n-context';
import { wishlistMessages } from '../../lib/i18n/catalogs/wishlist';
import { useCatalogueText } from '../../lib/i18n/catalogue-text';

/** A saved or liked listing: photo, title, price and place, and one action of the page's own. */
export function ListingTile({ listing, action }: { listing: Listing; action?: ReactNode }) {
  const titleId = useId();
  const t = useT(wishlistMessages);
  const catalogue = useCatalogueText();
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm dark:border-gray-800 dark:bg-gray-900"
    >
      <ListingImage listing={listing} sizes="(min-width: 1024px) 240px, (min-width: 640px) 33vw, 100vw" className="aspect-[4/3]" />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 id={titleId} className="line-clamp-2 leading-snug font-semibold">
          <Link to={paths.listing.getHref(listing.id)} className="hover:text-emerald-800 hover:underline dark:hover:text-emerald-300">
            {listing.title}
          </Link>
        </h2>
        <p className="text-lg font-bold text-emerald-800 dark:text-emerald-300">
          <Price cedis={listing.price} />
        </p>
        <SellerScore rating={listing.user.rating} />
        <p className="flex min-w-0 items-center gap-1 text-xs text-gray-600 dark:text-gray-400">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">{listing.location ? catalogue.place(listing.location, listing.region) : t('tile.noLocation')}</span>
        </p>
        {listing.status !== 'active' ? (
          <p className="text-xs font-medium text-amber-800 dark:text-amber-300">{t('tile.notOnSale')}</p>
        ) : null}
        {action ? <div className="mt-auto pt-3">{action}</div> : null}
      </div>
    </article>
  );
}

export function ListingTileSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl border border-gray-200 dark:border-gray-800">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="space-y-2 p-4">
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </div>
  );
}
