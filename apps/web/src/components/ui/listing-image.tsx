import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import type { Listing } from '@dwa/shared/listings';
import { cardImage } from '../../lib/card-image';
import { useT } from '../../lib/i18n/i18n-context';
import { controlsMessages } from '../../lib/i18n/catalogs/controls';

type Props = {
  listing: Pick<Listing, 'images' | 'image_variants'>;
  sizes: string;
  /** The first cards of a page: fetched at once and first, since one of them is the largest paint. */
  priority?: boolean;
  /** Sets the box (its aspect ratio and width): the photo fills it, so nothing moves when it loads. */
  className?: string;
};

export function ListingImage({ listing, sizes, priority = false, className = '' }: Props) {
  const image = cardImage(listing);
  const t = useT(controlsMessages);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const show = image !== null && failedSrc !== image.src;
  return (
    <div className={`relative overflow-hidden bg-gray-100 dark:bg-gray-800 ${className}`}>
      {show ? (
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.srcSet ? sizes : undefined}
          width={image.width}
          height={image.height}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={() => setFailedSrc(image.src)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 text-gray-600 dark:text-gray-300">
          <ImageOff aria-hidden="true" className="size-7" />
          <span className="text-xs font-medium">{t('noImage')}</span>
        </div>
      )}
    </div>
  );
}
