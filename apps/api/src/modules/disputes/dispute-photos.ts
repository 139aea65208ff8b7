import sharp from 'sharp';
import { DISPUTE_MESSAGES as M, DISPUTE_PHOTOS_MAX } from '@dwa/shared/disputes';
import { ValidationError } from '../../lib/errors';
import { InvalidImageError, inspectImage, newStorageKey } from '../../lib/images';
import type { PrivateStorage } from '../../lib/private-storage';

// A dispute's evidence: the photos sent with a message, checked by content, re-encoded and kept in
// private storage (never a public address).

export type DisputePhoto = { data: Buffer };

/** Checks and stores the photos (WebP, metadata stripped) before anything is written; answers their keys. */
export async function storeEvidence(files: PrivateStorage, photos: DisputePhoto[]): Promise<string[]> {
  if (photos.length > DISPUTE_PHOTOS_MAX) throw ValidationError.single(['body', 'photos'], M.photos);
  const keys: string[] = [];
  try {
    for (const [index, photo] of photos.entries()) {
      try {
        await inspectImage(photo.data);
      } catch (error) {
        if (error instanceof InvalidImageError) throw ValidationError.single(['body', 'photos', index], M.photo, 'image_type');
        throw error;
      }
      const body = await sharp(photo.data, { failOn: 'error' })
        .rotate()
        .resize({ width: 1280, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      const key = `${newStorageKey('disputes')}.webp`;
      await files.put(key, body, 'image/webp');
      keys.push(key);
    }
  } catch (error) {
    await files.remove(keys).catch(() => undefined);
    throw error;
  }
  return keys;
}
