import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { TestContext } from '../helpers';
import type { MultipartFile } from '../multipart';

// Pictures for uploads (listings, chat, profile), and what the app stored of them.

export async function jpeg(width = 40, height = 30, color = '#3a7'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

/** Photos with different bytes (identical uploads in one form count once). */
export async function distinctJpegs(count: number): Promise<Buffer[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => jpeg(30 + i, 30)));
}

export async function png(width = 30, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#08f8' } })
    .png()
    .toBuffer();
}

/** A file part of a multipart form. */
export function photo(data: Buffer, filename = 'photo.jpg', field = 'images', contentType = 'image/jpeg'): MultipartFile {
  return { field, filename, contentType, data };
}

/** Every file stored under uploads/listings. */
export function storedFiles(ctx: TestContext): string[] {
  try {
    return readdirSync(join(ctx.deps.config.uploadsDir, 'listings')).sort();
  } catch {
    return [];
  }
}

/** The storage key of a public URL such as /static/listings/abc-640.webp. */
export function keyOf(url: string): string {
  return url.replace(/^\/static\//, '');
}

/** Every file stored in the uploads folder, any kind (listings, chat, delivery, profile pictures). */
export function allStoredFiles(ctx: TestContext): string[] {
  try {
    return readdirSync(ctx.deps.config.uploadsDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
  } catch {
    return [];
  }
}

/** A text file that says it is a JPEG: the renamed file every upload must refuse by its content. */
export const TEXT_AS_JPEG = Buffer.from('just some text, not a picture');
