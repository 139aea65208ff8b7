import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Storage } from './storage';

// Every uploaded photo is checked by content, auto-rotated, stripped of metadata (GPS!) and stored
// as WebP variants: small ones for cards (<= 40 KB), a large one for the gallery.

export const LISTING_WIDTHS = [320, 640, 1280] as const;
export const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'gif', 'avif']);

export class InvalidImageError extends Error {
  constructor(message = 'Only image files are allowed.') {
    super(message);
    this.name = 'InvalidImageError';
  }
}

/** Reads the real format from the bytes; rejects anything that is not a picture we accept. */
export async function inspectImage(input: Buffer): Promise<{ format: string; width: number; height: number }> {
  try {
    const meta = await sharp(input, { failOn: 'error' }).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw new InvalidImageError();
    return { format: meta.format, width: meta.width, height: meta.height };
  } catch (error) {
    if (error instanceof InvalidImageError) throw error;
    throw new InvalidImageError();
  }
}

export function newStorageKey(folder: string): string {
  return `${folder}/${randomBytes(12).toString('base64url')}`;
}

export type StoredImage = { storageKey: string; width: number; height: number; keys: string[] };

/** Stores `<key>-<width>.webp` for each width (never upscaling); answers the keys written. */
export async function storeImageVariants(
  storage: Storage,
  input: Buffer,
  folder: string,
  widths: readonly number[] = LISTING_WIDTHS,
): Promise<StoredImage> {
  await inspectImage(input);
  const storageKey = newStorageKey(folder);
  // rotate() with no argument applies the EXIF orientation; sharp drops all metadata unless asked to keep it.
  const upright = await sharp(input, { failOn: 'error' }).rotate().toBuffer({ resolveWithObject: true });
  const keys: string[] = [];
  try {
    for (const width of widths) {
      const quality = width <= 320 ? 60 : width <= 640 ? 70 : 78;
      const body = await sharp(upright.data).resize({ width, withoutEnlargement: true }).webp({ quality, effort: 4 }).toBuffer();
      const key = `${storageKey}-${width}.webp`;
      await storage.put(key, body, 'image/webp');
      keys.push(key);
    }
  } catch (error) {
    await storage.remove(keys);
    throw error;
  }
  return { storageKey, width: upright.info.width, height: upright.info.height, keys };
}

export function variantKeys(storageKey: string, widths: readonly number[] = LISTING_WIDTHS): string[] {
  return widths.map((width) => `${storageKey}-${width}.webp`);
}

/**
 * Whether the bytes are a picture we accept and can decode: a header can be fine while the codec
 * is missing (HEVC-coded HEIC) or the picture is truncated or too many pixels.
 */
export async function isReadableImage(data: Buffer): Promise<boolean> {
  try {
    await inspectImage(data);
    await sharp(data, { failOn: 'error' }).resize(16, 16, { fit: 'inside' }).toBuffer();
    return true;
  } catch {
    return false;
  }
}
