import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError, ValidationError } from './errors';
import { isReadableImage } from './images';

// A multipart form of text fields and at most one picture, under `file`, `image` or `attachment`
// (a client may send the same file under two names: one picture). Used by the chat and delivery
// chat photo messages. The picture is checked by its bytes, not by its name or declared type.

const IMAGE_FIELDS = new Set(['file', 'image', 'attachment']);

export type ImageFormMessages = { fieldTooLong: (field: string) => string; tooLarge: string; imageType: string; oneImage: string };
export type ImageForm = { fields: Record<string, string>; image: Buffer | null };

export async function readImageForm(request: FastifyRequest, messages: ImageFormMessages): Promise<ImageForm> {
  const fields: Record<string, string> = {};
  const images: Buffer[] = [];
  const seen = new Set<string>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw ValidationError.single(['body', part.fieldname], messages.fieldTooLong(part.fieldname));
        if (typeof part.value === 'string' && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
        continue;
      }
      const data = await part.toBuffer();
      if (!IMAGE_FIELDS.has(part.fieldname) || (data.length === 0 && !part.filename)) continue;
      const digest = createHash('sha256').update(data).digest('hex');
      if (seen.has(digest)) continue;
      seen.add(digest);
      images.push(data);
    }
  } catch (error) {
    const code = (error as { code?: string } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, messages.tooLarge);
    if (error instanceof AppError || code || (error as { statusCode?: number } | null)?.statusCode) throw error;
    // The form parser's own errors ('Unexpected end of multipart data') carry no code: the body is broken.
    throw new AppError(400, 'Malformed form data.');
  }
  if (images.length > 1) throw ValidationError.single(['body', 'file'], messages.oneImage, 'too_many_images');
  const image = images[0] ?? null;
  if (image && !(await isReadableImage(image))) throw ValidationError.single(['body', 'file'], messages.imageType, 'image_type');
  return { fields, image };
}
