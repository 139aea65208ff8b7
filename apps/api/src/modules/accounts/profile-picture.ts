import sharp from 'sharp';
import { MESSAGES } from '@dwa/shared/accounts';
import { ValidationError } from '../../lib/errors';
import { inspectImage, newStorageKey } from '../../lib/images';
import type { Storage } from '../../lib/storage';

// Profile pictures: checked by content (not by name or declared type), turned upright, cropped to a
// 300x300 WebP with every bit of metadata dropped (sharp keeps none unless asked), stored under
// `profile_pictures/<random>.webp` and served at `/static/profile_pictures/<random>.webp`.
// users.profile_picture holds the storage key; answers carry its URL path.

export const PICTURE_FOLDER = 'profile_pictures';
export const PICTURE_SIZE = 300;
const MAX_INPUT_PIXELS = 40_000_000;

export async function storeProfilePicture(storage: Storage, input: Buffer): Promise<string> {
  try {
    await inspectImage(input);
  } catch {
    throw ValidationError.single(['body', 'profile_picture'], MESSAGES.invalidImage);
  }
  let body: Buffer;
  try {
    body = await sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw ValidationError.single(['body', 'profile_picture'], MESSAGES.invalidImage);
  }
  const key = `${newStorageKey(PICTURE_FOLDER)}.webp`;
  await storage.put(key, body, 'image/webp');
  return key;
}

/** Removes a picture this module stored; anything else (an external URL) is left alone. */
export async function removePicture(storage: Storage, value: string | null | undefined): Promise<void> {
  if (!value || !value.startsWith(`${PICTURE_FOLDER}/`)) return;
  await storage.remove([value]).catch(() => undefined);
}
