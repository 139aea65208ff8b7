import { useLayoutEffect, useRef, useState } from 'react';
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

/**
 * A listing's photo in a box of a set shape, or 'No Image' when it has none or it cannot load
 * (deleted meanwhile, a dropped connection). The placeholder is always in the box, shown by CSS once
 * the box is marked failed: by React when it hears the photo's error, and before that by index.html's
 * first script (`data-photo-box`), since on a server-rendered page the photo may fail before the app
 * runs, or on a page waiting for a touch (ADR 099) with no app at all.
 */
export function ListingImage({ listing, sizes, priority = false, className = '' }: Props) {
  const image = cardImage(listing);
  const t = useT(controlsMessages);
  const box = useRef<HTMLDivElement>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = image?.src ?? null;
  const failed = src === null || failedSrc === src;
  // A photo that failed before hydration: the script marked its box; React's state follows it.
  useLayoutEffect(() => {
    if (src !== null && box.current?.hasAttribute('data-failed')) setFailedSrc(src);
  }, [src]);
  return (
    <div
      ref={box}
      data-photo-box=""
      data-failed={failed ? '' : undefined}
      className={`group relative overflow-hidden bg-gray-100 dark:bg-gray-800 ${className}`}
    >
      {image && !failed ? (
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
          onError={() => setFailedSrc(src)}
          className="absolute inset-0 size-full object-cover group-data-failed:hidden"
        />
      ) : null}
      <div className="absolute inset-0 hidden flex-col items-center justify-center gap-1 text-gray-600 group-data-failed:flex dark:text-gray-300">
        <ImageOff aria-hidden="true" className="size-7" />
        <span className="text-xs font-medium">{t('noImage')}</span>
      </div>
    </div>
  );
}
