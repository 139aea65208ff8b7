import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ValidationIssue } from '@dwa/shared/errors';
import { LISTING_MESSAGES, MAX_LISTING_IMAGES } from '@dwa/shared/listings';
import { AppError, ValidationError } from '../../lib/errors';
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

function multipartError(error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, LISTING_MESSAGES.imageTooLarge);
  if (code === 'FST_FILES_LIMIT') return ValidationError.single(['body', 'images'], LISTING_MESSAGES.imagesMax);
  // The form parser's own errors ('Unexpected end of form', 'Boundary not found') carry no code: the body is broken.
  if (!(error instanceof AppError) && !code && !(error as { statusCode?: number } | null)?.statusCode) return new AppError(400, 'Malformed form data.');
  return error;
}

export async function readMultipartForm(request: FastifyRequest): Promise<ListingForm> {
  const fields: Record<string, unknown> = {};
  const images: UploadedImage[] = [];
  const seen = new Set<string>();
  let imageCount = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw ValidationError.single(['body', part.fieldname], 'This field is too long.');
        const previous = fields[part.fieldname];
        fields[part.fieldname] = previous === undefined ? part.value : [previous, part.value].flat();
        continue;
      }
      if (!IMAGE_FIELDS.has(part.fieldname)) {
        for await (const _chunk of part.file) {
          // Not a photo field: read and drop it so the rest of the form still arrives.
        }
        continue;
      }
      const data = await part.toBuffer();
      if (data.length === 0 && !part.filename) continue; // an empty file input
      // The spec's edit form sends each new photo twice, under images and images[]: count it once.
      const digest = createHash('sha256').update(data).digest('hex');
      if (seen.has(digest)) continue;
      seen.add(digest);
      imageCount += 1;
      if (images.length < MAX_LISTING_IMAGES) images.push({ filename: part.filename, data });
    }
  } catch (error) {
    throw multipartError(error);
  }
  return { fields, images, imageCount };
}

/** The request as a form: multipart when it is one, otherwise its JSON body with no photos. */
export async function readListingForm(request: FastifyRequest): Promise<ListingForm> {
  if (request.isMultipart()) return readMultipartForm(request);
  const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};
  return { fields: body, images: [], imageCount: 0 };
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
