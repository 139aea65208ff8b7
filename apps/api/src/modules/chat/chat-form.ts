import type { FastifyRequest } from 'fastify';
import { CHAT_MESSAGES, sendMessageFieldsSchema } from '@dwa/shared/chat';
import { readImageForm } from '../../lib/image-form';
import { validate } from '../../lib/validate';
import type { OutgoingMessage } from './chat-messages';

// Reading POST /v1/chat/{id}/send: multipart text fields (message_type, content) and at most one
// picture (lib/image-form). A JSON body {message_type, content} is accepted too, for a text message.

export const CHAT_FORM_MESSAGES = {
  fieldTooLong: () => CHAT_MESSAGES.messageMax,
  tooLarge: CHAT_MESSAGES.imageTooLarge,
  imageType: CHAT_MESSAGES.imageType,
  oneImage: 'Send one image per message.',
};

export async function readSendForm(request: FastifyRequest): Promise<OutgoingMessage> {
  if (!request.isMultipart()) {
    const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? request.body : {};
    return { ...validate(sendMessageFieldsSchema, body), image: null };
  }
  const { fields, image } = await readImageForm(request, CHAT_FORM_MESSAGES);
  return { ...validate(sendMessageFieldsSchema, fields), image };
}
