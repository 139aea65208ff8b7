import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CHAT_MESSAGES, sendMessageFieldsSchema } from '@dwa/shared/chat';
import { AppError, ValidationError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { imageContentIssues } from '../listings/listing-uploads';
import type { OutgoingMessage } from './chat.service';

// Reading POST /v1/chat/{id}/send: multipart text fields (message_type, content) and at most one
// picture, under `file` or `image` (the spec's client may send the same file under both). A JSON
// body {message_type, content} is accepted too, for a text message.

const IMAGE_FIELDS = new Set(['file', 'image', 'attachment']);

export async function readSendForm(request: FastifyRequest): Promise<OutgoingMessage> {
  if (!request.isMultipart()) {
    const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? request.body : {};
    return { ...validate(sendMessageFieldsSchema, body), image: null };
  }
  const fields: Record<string, string> = {};
  const images: Buffer[] = [];
  const seen = new Set<string>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw ValidationError.single(['body', part.fieldname], CHAT_MESSAGES.messageMax);
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
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, CHAT_MESSAGES.imageTooLarge);
    if (error instanceof AppError || code || (error as { statusCode?: number } | null)?.statusCode) throw error;
    // The form parser's own errors ('Unexpected end of multipart data') carry no code: the body is broken.
    throw new AppError(400, 'Malformed form data.');
  }
  if (images.length > 1) throw ValidationError.single(['body', 'file'], 'Send one image per message.', 'too_many_images');
  const image = images[0] ?? null;
  if (image && (await imageContentIssues([{ filename: '', data: image }])).length > 0) {
    throw ValidationError.single(['body', 'file'], CHAT_MESSAGES.imageType, 'image_type');
  }
  return { ...validate(sendMessageFieldsSchema, fields), image };
}
