import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  VERIFICATION_MESSAGES as M,
  ID_PHOTO_MAX_BYTES,
  idDecisionSchema,
  idVerificationInputSchema,
  idVerificationListQuerySchema,
  idVerificationListSchema,
  idVerificationParamsSchema,
  idVerificationPhotoParamsSchema,
  idVerificationSchema,
  okSchema,
  smileCallbackSchema,
} from '@dwa/shared/verification';
import { AppError, ValidationError } from '../../lib/errors';
import { readMultipart } from '../../lib/multipart-form';
import { requireUser, routeOptions } from '../../plugins/auth';
import type { IdPhoto, VerificationService } from './verification.service';

// Verified ID (issue 32, ADR 069): the seller's request (multipart: card_number, selfie, card_photo),
// its state, its photos (the seller and admins only), the admin queue and decision, and Smile ID's
// signed result callback.

const tags = ['verification'];
const PHOTO_FIELDS = new Set(['selfie', 'card_photo']);

async function readForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; selfie: IdPhoto | null; cardPhoto: IdPhoto | null }> {
  if (!request.isMultipart()) throw ValidationError.single(['body', 'selfie'], M.selfie, 'missing');
  const { fields, files } = await readMultipart(request, {
    fileFields: PHOTO_FIELDS,
    fileSize: ID_PHOTO_MAX_BYTES,
    tooLarge: () => new AppError(413, M.tooLarge),
    maxFiles: { count: 2, error: () => ValidationError.single(['body', 'selfie'], M.selfie) },
    repeated: 'last',
    dropEmptyNamed: true,
  });
  const of = (field: string) => {
    const file = files.find((candidate) => candidate.field === field);
    return file ? { data: file.data } : null;
  };
  return { fields, selfie: of('selfie'), cardPhoto: of('card_photo') };
}

const verificationRoutes: FastifyPluginAsyncZod<{ verification: VerificationService }> = async (app, { verification }) => {
  const { open, signedIn, admin } = routeOptions(app, tags);

  app.get(
    '/v1/verification',
    signedIn({
      summary: 'My identity check: none, pending, verified or rejected (with the reason)',
      response: { 200: idVerificationSchema },
    }),
    async (request) => verification.mine(requireUser(request)),
  );

  app.post(
    '/v1/verification',
    signedIn({
      summary: 'Ask to verify my identity (sellers): a Ghana Card number, a selfie and a photo of the card',
      description:
        'multipart/form-data: card_number (GHA-123456789-0), selfie and card_photo (pictures checked by their bytes, at most 8 MB each, stored without metadata and never at a public address). Only the last four digits and a keyed hash of the number are kept. 409 while one is pending or once verified.',
      response: { 201: idVerificationSchema },
    }),
    async (request, reply) => {
      const { fields, selfie, cardPhoto } = await readForm(request);
      const parsed = idVerificationInputSchema.safeParse(fields);
      if (!parsed.success) throw ValidationError.single(['body', 'card_number'], M.cardNumber);
      return reply.status(201).send(await verification.request(requireUser(request), parsed.data.card_number, selfie, cardPhoto));
    },
  );

  app.get(
    '/v1/verification/:id/photos/:kind',
    signedIn({
      summary: "A request's selfie or card photo (its seller and admins only; gone after the decision's retention)",
      params: idVerificationPhotoParamsSchema,
    }),
    async (request, reply) => {
      const data = await verification.photo(requireUser(request), request.params.id, request.params.kind);
      return reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').type('image/jpeg').send(data);
    },
  );

  app.get(
    '/v1/admin/verifications',
    admin({
      summary: 'Identity checks by state, the pending ones oldest first (admins only)',
      querystring: idVerificationListQuerySchema,
      response: { 200: idVerificationListSchema },
    }),
    async (request) => verification.list(request.query.status),
  );

  app.post(
    '/v1/admin/verifications/:id/decision',
    admin({
      summary: 'Approve or reject a pending identity check (a reason to reject); audit-logged',
      params: idVerificationParamsSchema,
      body: idDecisionSchema,
      response: { 200: idVerificationSchema },
    }),
    async (request) => verification.decideByAdmin(requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/v1/verification/smile-id/callback',
    open({
      summary: "Smile ID's result callback",
      description:
        'Signed by Smile ID: signature = base64 HMAC-SHA256(API key, timestamp + partner id + "sid_request"). 401 when it does not match.',
      body: smileCallbackSchema,
      response: { 200: okSchema },
    }),
    async (request) => {
      await verification.smileCallback(request.body);
      return { ok: true as const };
    },
  );
};

export default verificationRoutes;
