import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import type { Listing } from '@dwa/shared/listings';

/** The cover's 320 px variant; a broken or missing picture becomes a quiet placeholder. */
export function ListingThumbnail({
  listing,
  className = 'size-14',
}: {
  listing: Pick<Listing, 'images' | 'image_variants'>;
  className?: string;
}) {
  const src = listing.image_variants[0]?.thumb ?? listing.images[0] ?? null;
  const [broken, setBroken] = useState<string | null>(null);
  return (
    <span className={`flex shrink-0 items-center justify-center overflow-hidden rounded-lg bg-gray-100 dark:bg-gray-800 ${className}`}>
      {src && broken !== src ? (
        <img src={src} alt="" loading="lazy" decoding="async" onError={() => setBroken(src)} className="size-full object-cover" />
      ) : (
        <ImageOff aria-hidden="true" className="size-5 text-gray-400" />
      )}
    </span>
  );
}
