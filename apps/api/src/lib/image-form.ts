import type { FastifyRequest } from 'fastify';
import { AppError, ValidationError } from './errors';
import { readMultipart } from './multipart-form';
import { isReadableImage } from './images';

// A multipart form of text fields and at most one picture, under `file`, `image` or `attachment`
// (a client may send the same file under two names: one picture). Used by the chat and delivery
// chat photo messages. The picture is checked by its bytes, not by its name or declared type.

const IMAGE_FIELDS = new Set(['file', 'image', 'attachment']);

export type ImageFormMessages = { fieldTooLong: (field: string) => string; tooLarge: string; imageType: string; oneImage: string };
export type ImageForm = { fields: Record<string, string>; image: Buffer | null };

export async function readImageForm(request: FastifyRequest, messages: ImageFormMessages): Promise<ImageForm> {
  const { fields, files } = await readMultipart(request, {
    fileFields: IMAGE_FIELDS,
    tooLarge: () => new AppError(413, messages.tooLarge),
    fieldTooLong: messages.fieldTooLong,
    repeated: 'first',
    sameBytesOnce: true,
  });
  if (files.length > 1) throw ValidationError.single(['body', 'file'], messages.oneImage, 'too_many_images');
  const image = files[0]?.data ?? null;
  if (image && !(await isReadableImage(image))) throw ValidationError.single(['body', 'file'], messages.imageType, 'image_type');
  return { fields: fields as Record<string, string>, image };
}
