import sharp from 'sharp';
import { NotFoundError } from '../../lib/errors';
import { variantKeys } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import type { ShopFacts } from '../listings/listings.service';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from './head';

// The link-preview picture of a listing (og:image): 1200x630, the size WhatsApp, Facebook, X and
// LinkedIn show large. Cut once from the first photo's largest stored variant and kept in the
// storage under a key that names that photo, so a new first photo makes a new picture.

export const PREVIEW_MESSAGES = { notFound: 'Listing not found', noPhoto: 'This listing has no photo.' } as const;

export type PreviewListings = {
  shopFacts: (ids: number[]) => Promise<Map<number, Pick<ShopFacts, 'status' | 'imageKey'>>>;
};

export type PreviewDeps = { listings: PreviewListings; storage: Storage; log: { warn: (context: object, message: string) => void } };

/** Where the preview of a photo is kept: beside nothing else, named after the photo. */
export const previewKeyOf = (imageKey: string) => `previews/${imageKey}-${PREVIEW_WIDTH}x${PREVIEW_HEIGHT}.jpg`;

/** Cover-crop to 1200x630 around the most eye-catching part, on white where the photo is transparent; no metadata is kept. */
export async function renderPreview(photo: Buffer): Promise<Buffer> {
  return sharp(photo, { failOn: 'error' })
    .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

export function createPreviewImages(deps: PreviewDeps) {
  const { storage } = deps;
  /** Pictures being made now: a second request for the same one waits for the first. */
  const making = new Map<string, Promise<Buffer>>();

  async function make(imageKey: string, previewKey: string): Promise<Buffer> {
    const stored = await storage.get(previewKey);
    if (stored) return stored;
    // The largest variant first (1280 px wide, or the original's width when it was smaller).
    let photo: Buffer | null = null;
    for (const key of variantKeys(imageKey).reverse()) {
      photo = await storage.get(key);
      if (photo) break;
    }
    if (!photo) {
      deps.log.warn({ imageKey }, 'listing photo missing from storage: no link preview');
      throw new NotFoundError(PREVIEW_MESSAGES.noPhoto);
    }
    const picture = await renderPreview(photo);
    await storage.put(previewKey, picture, 'image/jpeg');
    return picture;
  }

  return {
    /** The JPEG of a public listing with a photo; NotFoundError otherwise. */
    async preview(listingId: number): Promise<Buffer> {
      const facts = (await deps.listings.shopFacts([listingId])).get(listingId);
      // shopFacts' status is 'inactive' when the seller's account is deactivated: public means active.
      if (!facts || facts.status !== 'active') throw new NotFoundError(PREVIEW_MESSAGES.notFound);
      if (!facts.imageKey) throw new NotFoundError(PREVIEW_MESSAGES.noPhoto);
      const previewKey = previewKeyOf(facts.imageKey);
      const running = making.get(previewKey);
      if (running) return running;
      const work = make(facts.imageKey, previewKey).finally(() => making.delete(previewKey));
      making.set(previewKey, work);
      return work;
    },
  };
}
