import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DELIVERY_CAPTION_MAX,
  DELIVERY_MESSAGES as M,
  deliveryMessageInputSchema,
  deliveryMessageListSchema,
  deliveryMessageSchema,
  deliveryPhotoFieldsSchema,
} from '@dwa/shared/delivery';
import { ValidationError } from '../../lib/errors';
import { readImageForm } from '../../lib/image-form';
import { validate } from '../../lib/validate';
import type { DeliveryChatService } from './delivery-chat.service';
import { idParams } from '@dwa/shared/fields';
import { requireUser, routeOptions } from '../../plugins/auth';

// The delivery chat (customer and assigned courier): read, send text or a location, send a photo.
// Live copies go over the one WebSocket (docs/realtime.md, `delivery_message`).

const deliveryIdParams = idParams(M.deliveryId);
const PHOTO_FORM_MESSAGES = { fieldTooLong: () => M.captionMax, tooLarge: M.photoTooLarge, imageType: M.photoType, oneImage: M.photoOne };

const deliveryChatRoutes: FastifyPluginAsyncZod<{ deliveryChat: DeliveryChatService }> = async (app, { deliveryChat: chat }) => {
  const { signedIn } = routeOptions(app, ['delivery']);

  app.get(
    '/v1/delivery/requests/:id/messages',
    signedIn({
      summary: 'The delivery chat, oldest first (customer and courier)',
      params: deliveryIdParams,
      response: { 200: deliveryMessageListSchema },
    }),
    async (request) => chat.messages(requireUser(request), request.params.id),
  );

  app.post(
    '/v1/delivery/requests/:id/messages',
    signedIn({
      summary: 'Send a text or location message (while a courier is on the job)',
      description: 'At most 60 messages a minute per person (429 with Retry-After).',
      params: deliveryIdParams,
      body: deliveryMessageInputSchema,
      response: { 201: deliveryMessageSchema },
    }),
    async (request, reply) => {
      const row = await chat.beforeMessage(requireUser(request), request.params.id);
      return reply.status(201).send(await chat.send(requireUser(request), row, request.body));
    },
  );

  app.post(
    '/v1/delivery/requests/:id/messages/photo',
    signedIn({
      summary: 'Send a photo in the delivery chat (the parcel, the gate), with an optional caption',
      description:
        'multipart/form-data: one picture under file (JPEG, PNG, WebP, HEIC, GIF, AVIF; checked by its bytes; at most 10 MB, 413 ' +
        `otherwise; stored as WebP without metadata) and an optional body (caption, at most ${DELIVERY_CAPTION_MAX} characters). ` +
        'Who may write, and how fast, is checked before the photo is read; counts toward the 60 messages a minute.',
      params: deliveryIdParams,
      response: { 201: deliveryMessageSchema },
    }),
    async (request, reply) => {
      const row = await chat.beforeMessage(requireUser(request), request.params.id);
      if (!request.isMultipart()) throw ValidationError.single(['body', 'file'], M.photoRequired, 'photo_required');
      const { fields, image } = await readImageForm(request, PHOTO_FORM_MESSAGES);
      const { body } = validate(deliveryPhotoFieldsSchema, fields);
      if (!image) throw ValidationError.single(['body', 'file'], M.photoRequired, 'photo_required');
      return reply.status(201).send(await chat.sendPhoto(requireUser(request), row, image, body));
    },
  );
};

export default deliveryChatRoutes;
