import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  DISPUTE_MESSAGES as M,
  DISPUTE_PHOTOS_MAX,
  disputeListQuerySchema,
  disputeListSchema,
  disputeMessageInputSchema,
  disputeOpenSchema,
  disputeOrderParamsSchema,
  disputeParamsSchema,
  disputePhotoParamsSchema,
  disputeResolveSchema,
  disputeSchema,
} from '@dwa/shared/disputes';
import { AppError, ValidationError } from '../../lib/errors';
import { jsonFields, readMultipart } from '../../lib/multipart-form';
import type { DisputePhoto, DisputesService } from './disputes.service';
import { requireUser, routeOptions } from '../../plugins/auth';

// Buyer protection (issue 31): the buyer opens a dispute on a paid order, both sides and admins add
// messages and photos (multipart: text fields and up to 4 pictures under `photos`; or JSON without
// photos), the photos answer only to them, and an admin resolves it.

const tags = ['disputes'];
const security = [{ bearer: [] }];
const PHOTO_FIELDS = new Set(['photos', 'photos[]']);
const FORM = `JSON, or multipart/form-data with the same fields and up to ${DISPUTE_PHOTOS_MAX} pictures under photos (JPEG, PNG, WebP, HEIC, GIF or AVIF, checked by their bytes, at most 10 MB each; stored without metadata, never at a public address).`;

/** The form's fields and photos, from multipart or JSON. */
async function readForm(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; photos: DisputePhoto[] }> {
  if (!request.isMultipart()) return { fields: jsonFields(request), photos: [] };
  const { fields, files } = await readMultipart(request, {
    fileFields: PHOTO_FIELDS,
    tooLarge: () => new AppError(413, M.photos),
    maxFiles: { count: DISPUTE_PHOTOS_MAX, error: () => ValidationError.single(['body', 'photos'], M.photos) },
    repeated: 'last',
    dropEmptyNamed: true,
  });
  return { fields, photos: files.map(({ data }) => ({ data })) };
}

function parse<S extends z.ZodType>(schema: S, fields: Record<string, unknown>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success)
    throw new ValidationError(
      parsed.error.issues.map((issue) => ({
        loc: ['body', ...issue.path.map((p) => (typeof p === 'number' ? p : String(p)))],
        msg: issue.message,
        type: issue.code,
      })),
    );
  return parsed.data;
}

const disputesRoutes: FastifyPluginAsyncZod<{ disputes: DisputesService }> = async (app, { disputes }) => {
  const { signedIn } = routeOptions(app, tags);

  app.post(
    '/v1/orders/:id/disputes',
    signedIn({
      summary: "Dispute a paid order (the buyer), until its money is released: the release waits for Dwa's decision",
      description: `reason: not_received, not_as_described or damaged; body: what happened. ${FORM} 404 for another's order; 409 when it cannot be disputed or already is.`,
      params: disputeOrderParamsSchema,
      response: { 201: disputeSchema },
    }),
    async (request, reply) => {
      const { fields, photos } = await readForm(request);
      const input = parse(disputeOpenSchema, fields);
      return reply.status(201).send(await disputes.open(requireUser(request), request.params.id, input, photos));
    },
  );

  app.get(
    '/v1/disputes',
    signedIn({
      summary: 'My disputes, as buyer or seller, newest first',
      querystring: disputeListQuerySchema,
      response: { 200: disputeListSchema },
    }),
    async (request) => disputes.list(requireUser(request), request.query),
  );

  app.get(
    '/v1/disputes/:id',
    signedIn({
      summary: 'A dispute with its messages (its buyer, its seller, admins)',
      params: disputeParamsSchema,
      response: { 200: disputeSchema },
    }),
    async (request) => disputes.find(requireUser(request), request.params.id),
  );

  app.post(
    '/v1/disputes/:id/messages',
    signedIn({
      summary: 'Add to an open dispute (its buyer, its seller, admins)',
      description: `body: the message. ${FORM} 409 once it is closed.`,
      params: disputeParamsSchema,
      response: { 201: disputeSchema },
    }),
    async (request, reply) => {
      const { fields, photos } = await readForm(request);
      const input = parse(disputeMessageInputSchema, fields);
      return reply.status(201).send(await disputes.message(requireUser(request), request.params.id, input.body, photos));
    },
  );

  app.get(
    '/v1/disputes/:id/messages/:message/photos/:index',
    signedIn({ summary: 'A dispute photo (its parties and admins only; never cached by shared caches)', params: disputePhotoParamsSchema }),
    async (request, reply) => {
      const data = await disputes.photo(requireUser(request), request.params.id, request.params.message, request.params.index);
      return reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').type('image/webp').send(data);
    },
  );

  app.get(
    '/v1/admin/disputes',
    {
      onRequest: app.requireRole('ADMIN'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Every dispute, newest first (admins only)',
        querystring: disputeListQuerySchema,
        response: { 200: disputeListSchema },
      },
    },
    async (request) => disputes.list(requireUser(request), request.query, true),
  );

  app.post(
    '/v1/admin/disputes/:id/resolve',
    {
      onRequest: app.requireRole('ADMIN'),
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Resolve a dispute: refund all, refund part (amount, cedis) and release the rest, or release all to the seller; audit-logged',
        params: disputeParamsSchema,
        body: disputeResolveSchema,
        response: { 200: disputeSchema },
      },
    },
    async (request) => disputes.resolve(requireUser(request), request.params.id, request.body),
  );
};

export default disputesRoutes;
