import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ImageOff, MapPin } from 'lucide-react';
import type { Listing } from '@dwa/shared/listings';
import { formatGhsExplore } from '@dwa/shared/money';
import { paths } from '../../../config/paths';
import { Skeleton } from '../../../components/ui/skeleton';

function TilePhoto({ listing }: { listing: Listing }) {
  const variant = listing.image_variants[0];
  const src = variant?.thumb || variant?.medium || listing.images.find((url) => url.trim() !== '') || null;
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div className="relative aspect-[4/3] overflow-hidden bg-gray-100 dark:bg-gray-800">
      {src && failed !== src ? (
        <img
          src={src}
          srcSet={variant?.thumb && variant.medium ? `${variant.thumb} 320w, ${variant.medium} 640w` : undefined}
          sizes="(min-width: 1024px) 240px, (min-width: 640px) 33vw, 100vw"
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(src)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 text-gray-500 dark:text-gray-400">
          <ImageOff aria-hidden="true" className="size-7" />
          <span className="text-xs font-medium">No Image</span>
        </div>
      )}
    </div>
  );
}

/** A saved or liked listing: photo, title, price and place, and one action of the page's own. */
export function ListingTile({ listing, action }: { listing: Listing; action?: ReactNode }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm dark:border-gray-800 dark:bg-gray-900">
      <TilePhoto listing={listing} />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 id={titleId} className="line-clamp-2 leading-snug font-semibold">
          <Link to={paths.listing.getHref(listing.id)} className="hover:text-emerald-800 hover:underline dark:hover:text-emerald-300">
            {listing.title}
          </Link>
        </h2>
        <p className="text-lg font-bold text-emerald-800 dark:text-emerald-300">{formatGhsExplore(listing.price)}</p>
        <p className="flex min-w-0 items-center gap-1 text-xs text-gray-600 dark:text-gray-400">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">{listing.location || 'Location not specified'}</span>
        </p>
        {listing.status !== 'active' ? <p className="text-xs font-medium text-amber-800 dark:text-amber-300">No longer on sale</p> : null}
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
