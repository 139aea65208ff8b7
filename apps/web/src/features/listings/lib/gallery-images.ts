import type { ListingImageVariant } from '@dwa/shared/listings';

// The gallery's pictures from the read shape: responsive sources when the variants are there,
// the plain 640 px URLs otherwise.

export type GalleryImage = { src: string; large: string; thumb: string; srcSet?: string; width?: number; height?: number };

export function srcSetOf(variant: ListingImageVariant): string {
  return `${variant.thumb} 320w, ${variant.medium} 640w, ${variant.large} 1280w`;
}

export function galleryImages(listing: {
  images: readonly string[];
  image_variants?: readonly ListingImageVariant[] | null;
}): GalleryImage[] {
  const variants = listing.image_variants ?? [];
  if (variants.length > 0) {
    return variants.map((variant) => ({
      src: variant.medium,
      large: variant.large,
      thumb: variant.thumb,
      srcSet: srcSetOf(variant),
      width: variant.width,
      height: variant.height,
    }));
  }
  return listing.images.filter(Boolean).map((url) => ({ src: url, large: url, thumb: url }));
}

/** The indexes worth having in the cache: the current picture and its neighbours (wrapping). */
export function neighbourIndexes(index: number, count: number): number[] {
  if (count <= 0) return [];
  const wrap = (value: number) => ((value % count) + count) % count;
  return [...new Set([wrap(index), wrap(index + 1), wrap(index - 1)])];
}
