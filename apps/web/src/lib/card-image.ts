import type { Listing } from '@dwa/shared/listings';

// A listing's first photo for a card: the stored 320 and 640 px variants as a srcset, so a phone
// downloads the small one and a wide screen or a dense display the larger.

export type CardImage = { src: string; srcSet?: string; width?: number; height?: number };

const THUMB_WIDTH = 320;
const MEDIUM_WIDTH = 640;

export function cardImage(listing: Pick<Listing, 'images' | 'image_variants'>): CardImage | null {
  const variant = listing.image_variants[0];
  if (variant?.thumb && variant.medium) {
    // Never upscaled: a photo narrower than a variant's nominal width is stored at its own width.
    const thumbWidth = variant.width > 0 ? Math.min(THUMB_WIDTH, variant.width) : THUMB_WIDTH;
    const mediumWidth = variant.width > 0 ? Math.min(MEDIUM_WIDTH, variant.width) : MEDIUM_WIDTH;
    const srcSet =
      mediumWidth > thumbWidth ? `${variant.thumb} ${thumbWidth}w, ${variant.medium} ${mediumWidth}w` : `${variant.medium} ${mediumWidth}w`;
    return { src: variant.medium, srcSet, width: variant.width || undefined, height: variant.height || undefined };
  }
  const first = listing.images.find((url) => url.trim() !== '');
  return first ? { src: first } : null;
}
