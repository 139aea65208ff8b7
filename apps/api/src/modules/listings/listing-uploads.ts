import type { FastifyRequest } from 'fastify';
import type { ValidationIssue } from '@dwa/shared/errors';
import { LISTING_MESSAGES, MAX_LISTING_IMAGES } from '@dwa/shared/listings';
import { AppError, ValidationError } from '../../lib/errors';
import { jsonFields, readMultipart } from '../../lib/multipart-form';
import { InvalidImageError, isReadableImage, storeImageVariants, type StoredImage } from '../../lib/images';
import type { Storage } from '../../lib/storage';

// Reading a listing form (multipart, or the JSON fallback of an edit) into plain fields and photo
// buffers, checking photos by their bytes, and storing them so that a failure leaves no file behind.

/** The file fields a photo may come under (the spec's edit form sends both images and images[]). */
const IMAGE_FIELDS = new Set(['images', 'images[]', 'image']);

export type UploadedImage = { filename: string; data: Buffer };
export type ListingForm = {
  /** Text fields as sent (a repeated field becomes an array; a JSON part arrives parsed). */
  fields: Record<string, unknown>;
  /** The first MAX_LISTING_IMAGES photos; `imageCount` says how many were sent. */
  images: UploadedImage[];
  imageCount: number;
};

export async function readMultipartForm(request: FastifyRequest): Promise<ListingForm> {
  const { fields, files } = await readMultipart(request, {
    fileFields: IMAGE_FIELDS,
    tooLarge: () => new AppError(413, LISTING_MESSAGES.imageTooLarge),
    tooManyFiles: () => ValidationError.single(['body', 'images'], LISTING_MESSAGES.imagesMax),
    // The spec's edit form sends each new photo twice, under images and images[]: count it once.
    sameBytesOnce: true,
  });
  const images = files.slice(0, MAX_LISTING_IMAGES).map(({ filename, data }) => ({ filename, data }));
  return { fields, images, imageCount: files.length };
}

/** The request as a form: multipart when it is one, otherwise its JSON body with no photos. */
export async function readListingForm(request: FastifyRequest): Promise<ListingForm> {
  if (request.isMultipart()) return readMultipartForm(request);
  return { fields: jsonFields(request), images: [], imageCount: 0 };
}

/** One issue per photo whose bytes are not a picture we accept, at loc ['body', 'images', index]. */
export async function imageContentIssues(images: UploadedImage[]): Promise<ValidationIssue[]> {
  const issues: ValidationIssue[] = [];
  for (const [index, image] of images.entries()) {
    if (!(await isReadableImage(image.data))) {
      const name = image.filename ? `"${image.filename}": ` : '';
      issues.push({ loc: ['body', 'images', index], msg: `${name}${LISTING_MESSAGES.imageType}`, type: 'image_type' });
    }
  }
  return issues;
}

/** Stores every photo's variants; when any fails, removes what was written and rethrows. */
export async function storeImages(storage: Storage, images: UploadedImage[]): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const image of images) stored.push(await storeImageVariants(storage, image.data, 'listings'));
  } catch (error) {
    await removeStoredImages(storage, stored);
    if (error instanceof InvalidImageError) throw ValidationError.single(['body', 'images'], LISTING_MESSAGES.imageType, 'image_type');
    throw error;
  }
  return stored;
}

export async function removeStoredImages(storage: Storage, stored: StoredImage[]): Promise<void> {
  await storage.remove(stored.flatMap((image) => image.keys));
}
