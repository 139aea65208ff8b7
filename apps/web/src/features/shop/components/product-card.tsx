import { useId } from 'react';
import { Link } from '../../../lib/router';
import type { Listing } from '@dwa/shared/listings';
import { paths } from '../../../config/paths';
import { ListingImage } from '../../../components/ui/listing-image';
import { stockState } from '../lib/stock';
import { AddToCartButton } from './add-to-cart-button';
import { StockNote } from './stock-note';
import { Price } from '../../../components/price';
import { useT } from '../../../lib/i18n/i18n-context';
import { shopMessages } from '../../../lib/i18n/catalogs/shop';

/** How wide a card's photo is drawn (two columns on a phone, up to four on a wide screen). */
export const PRODUCT_IMAGE_SIZES = '(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw';

export function ProductCard({ listing, priority }: { listing: Listing; priority: boolean }) {
  const titleId = useId();
  const href = paths.listing.getHref(listing.id);
  const seller = listing.user.business_name || listing.user.name;
  const t = useT(shopMessages);
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm dark:border-gray-800 dark:bg-gray-900"
    >
      <ListingImage listing={listing} sizes={PRODUCT_IMAGE_SIZES} priority={priority} className="aspect-square" />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 id={titleId} className="line-clamp-2 text-sm leading-snug font-semibold text-gray-900 dark:text-gray-50">
          <Link to={href} className="hover:text-emerald-800 hover:underline dark:hover:text-emerald-300">
            {listing.title}
          </Link>
        </h3>
        <p className="text-base font-bold text-emerald-800 dark:text-emerald-300">
          <Price cedis={listing.price} />
        </p>
        <StockNote state={stockState(listing)} className="text-xs" />
        <p className="truncate text-xs text-gray-600 dark:text-gray-400">
          <span className="sr-only">{t('soldBy')} </span>
          {seller}
        </p>
        <div className="mt-auto pt-2">
          <AddToCartButton listing={listing} />
        </div>
      </div>
    </article>
  );
}
